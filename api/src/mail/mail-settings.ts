import addressparser from 'nodemailer/lib/addressparser';
import { emailProblem, hasHiddenCharacters } from '@shop/shared/typed-text';

/** A mailbox as messages name it: `«Сантехника» <shop@santehnika.ru>`. */
export interface Mailbox {
  name: string;
  address: string;
}

/** How the API sends mail (README: "Deploying the shop", the MAIL_… and SMTP_URL variables). */
export interface MailSettings {
  /** The relay, or null: messages are kept in the outbox and not sent (MAIL=off, or no SMTP_URL outside production). */
  smtpUrl: string | null;
  /** STARTTLS required of an `smtp://` relay (production, unless the relay is on this machine). */
  requireTls: boolean;
  from: Mailbox;
  /** Who is told of every new order. */
  notify: string[];
  /** Messages all instances hand to the relay in a minute, at most. */
  perMinute: number;
  /** Messages one buyer's address gets in an hour, at most (staff notices are not counted). */
  perRecipientPerHour: number;
}

/** The sender outside production, where no MAIL_FROM is set. */
export const LOCAL_SENDER: Mailbox = { name: 'Сантехника', address: 'shop@santehnika.localhost' };

export const DEFAULT_MAIL_PER_MINUTE = 60;
export const DEFAULT_MAIL_PER_RECIPIENT_PER_HOUR = 10;

/** The relay's address: `smtp://` (STARTTLS) or `smtps://` (TLS from the start), with a host; user and password optional. */
export function smtpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…';
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    return 'SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…';
  if (url.pathname && url.pathname !== '/') return 'SMTP_URL has no path';
  return null;
}

/** Whether the relay is on this machine, where a plain connection never leaves it. */
export const isLocalRelay = (smtpUrl: string) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(smtpUrl).hostname);

/** MAIL_FROM as a mailbox, or the problem with it. One mailbox, an address every server takes, no header tricks. */
export function mailboxOf(value: string): Mailbox | string {
  if (hasHiddenCharacters(value, 'one line')) return 'MAIL_FROM has control or invisible characters';
  const parsed = addressparser(value, { flatten: true });
  const [mailbox] = parsed;
  if (parsed.length !== 1 || !mailbox?.address)
    return 'MAIL_FROM must be one mailbox: «Name <shop@example.ru>» or shop@example.ru';
  if (emailProblem(mailbox.address)) return `MAIL_FROM has no usable address: «${mailbox.address}»`;
  return { name: mailbox.name, address: mailbox.address };
}

/** SHOP_ORDER_NOTIFY_EMAILS as addresses (comma-separated), or the first problem. */
export function notifyAddressesOf(value: string | undefined): string[] | string {
  const addresses = (value ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  const wrong = addresses.find((address) => hasHiddenCharacters(address, 'one line') || emailProblem(address));
  if (wrong !== undefined) return `SHOP_ORDER_NOTIFY_EMAILS has an address no mail server takes: «${wrong}»`;
  if (addresses.length > 20) return 'SHOP_ORDER_NOTIFY_EMAILS names more than 20 addresses';
  return [...new Set(addresses)];
}
