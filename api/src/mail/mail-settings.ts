import { createPrivateKey } from 'node:crypto';
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
  /** How every message is signed (DKIM_…); unset: unsigned (the relay may sign). */
  dkim?: DkimSettings | undefined;
}

/** A DKIM key as nodemailer signs with it: `<keySelector>._domainkey.<domainName>` publishes its public half. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  /** PKCS #8 PEM. */
  privateKey: string;
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

/** The variables that sign the shop's mail: all three or none. */
export const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN_NAME = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+${LABEL}$`);
const SELECTOR = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
/** RFC 8301: verifiers ignore signatures by shorter RSA keys. */
const MIN_RSA_BITS = 1024;

/** Whether mail from `address` is aligned with a signature by `domain` (DMARC's relaxed alignment). */
const alignedWith = (address: string, domain: string) => {
  const senderDomain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return senderDomain === domain || senderDomain.endsWith(`.${domain}`);
};

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY as the signing key, null when none is set, or the
 * problems. The key is RSA (what nodemailer signs with), of at least 1024 bits, in PEM — its line
 * breaks may be written `\n` in a one-line variable. The domain must be the sender's (or a parent of
 * it): a signature by another domain does not pass the receivers' DMARC check.
 */
export function dkimFromEnv(
  env: NodeJS.ProcessEnv,
  sender: Mailbox | null,
): DkimSettings | null | { problems: string[] } {
  const given = DKIM_VARIABLES.filter((variable) => env[variable]?.trim());
  if (!given.length) return null;
  if (given.length < DKIM_VARIABLES.length) {
    const missing = DKIM_VARIABLES.filter((variable) => !given.includes(variable));
    return { problems: [`${DKIM_VARIABLES.join(', ')} sign the mail together: ${missing.join(' and ')} not set`] };
  }
  const problems: string[] = [];
  const domainName = env.DKIM_DOMAIN!.trim().toLowerCase();
  const keySelector = env.DKIM_SELECTOR!.trim().toLowerCase();
  if (!DOMAIN_NAME.test(domainName)) problems.push(`DKIM_DOMAIN must be a domain name, not «${env.DKIM_DOMAIN}»`);
  else if (sender && !alignedWith(sender.address, domainName))
    problems.push(
      `DKIM_DOMAIN «${domainName}» must be the domain of MAIL_FROM («${sender.address}») or a parent of it: receivers check the signature's domain against the sender's`,
    );
  if (!SELECTOR.test(keySelector)) problems.push(`DKIM_SELECTOR must be a DNS label, not «${env.DKIM_SELECTOR}»`);
  let privateKey = '';
  try {
    const key = createPrivateKey(env.DKIM_PRIVATE_KEY!.replace(/\\n/g, '\n').trim());
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa')
      problems.push(`DKIM_PRIVATE_KEY must be an RSA key, not ${key.asymmetricKeyType}`);
    else if (bits < MIN_RSA_BITS)
      problems.push(`DKIM_PRIVATE_KEY must be an RSA key of at least ${MIN_RSA_BITS} bits (2048 advised), not ${bits}`);
    else privateKey = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    problems.push(
      'DKIM_PRIVATE_KEY must be a private key in PEM («-----BEGIN PRIVATE KEY-----…»; \\n for its line breaks)',
    );
  }
  return problems.length ? { problems } : { domainName, keySelector, privateKey };
}
