// Where the card payment links staff send may lead (docs/requirements.md, «Paying by card»): the
// acquiring bank's payment pages, CARD_PAYMENT_HOSTS. Read by the configuration at start and by the
// orders domain for each link.
import { hasHiddenCharacters } from '@shop/shared/typed-text';

/**
 * The hosts of the payment pages of the acquiring banks most Russian shops use (ЮKassa, Сбербанк,
 * Т-Банк, Альфа-Банк, Робокасса, the СБП's QR links): CARD_PAYMENT_HOSTS names the shop's own instead.
 */
export const DEFAULT_CARD_PAYMENT_HOSTS = [
  'yoomoney.ru',
  'securepayments.sberbank.ru',
  'pay.tbank.ru',
  'securepay.tinkoff.ru',
  'payment.alfabank.ru',
  'auth.robokassa.ru',
  'qr.nspk.ru',
] as const;

/** A host name as CARD_PAYMENT_HOSTS spells it: lower-case labels of letters, digits and hyphens, at least two. */
const HOST_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * CARD_PAYMENT_HOSTS as hosts (comma-separated; unset: the usual banks'), or throws naming the first
 * one that is not a host name: a payment link may lead only there or under them.
 */
export function cardPaymentHostsOf(value: string | undefined): readonly string[] {
  if (value === undefined || !value.trim()) return DEFAULT_CARD_PAYMENT_HOSTS;
  const hosts = [...new Set(value.split(',').map((host) => host.trim().toLowerCase()))].filter(Boolean);
  const wrong = hosts.find((host) => !HOST_PATTERN.test(host));
  if (wrong !== undefined)
    throw new Error(`CARD_PAYMENT_HOSTS has «${wrong}», not a host name (yoomoney.ru, securepayments.sberbank.ru)`);
  if (hosts.length > 20) throw new Error('CARD_PAYMENT_HOSTS names more than 20 hosts');
  return hosts;
}

/** The longest link the shop keeps: a bank's payment link is a few hundred characters. */
const MAX_PAYMENT_LINK_LENGTH = 2_000;

/** Whether `host` is one of `hosts` or a name under one of them (`www.yoomoney.ru` under `yoomoney.ru`). */
const isPaymentHost = (host: string, hosts: readonly string[]) =>
  hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

/**
 * The link as the shop keeps it (the URL parser's spelling), or what is wrong with it in words a clerk
 * acts on: a payment page of the shop's bank over https, with no login in it, of a sane length.
 */
export function paymentLinkOf(given: string, hosts: readonly string[]): { url: string } | { problem: string } {
  const text = given.trim();
  if (!text) return { problem: 'Вставьте ссылку на оплату из личного кабинета банка' };
  if (text.length > MAX_PAYMENT_LINK_LENGTH)
    return { problem: `Ссылка длиннее ${MAX_PAYMENT_LINK_LENGTH} знаков: это не ссылка на оплату` };
  let url: URL;
  try {
    if (hasHiddenCharacters(text, 'one line') || /\s/.test(text)) throw new Error('not one link');
    url = new URL(text);
  } catch {
    return { problem: 'Это не ссылка: вставьте адрес страницы оплаты целиком, начиная с https://' };
  }
  if (url.protocol !== 'https:')
    return { problem: 'Ссылка на оплату начинается с https://: страница оплаты без шифрования не годится' };
  if (url.username || url.password)
    return { problem: 'В ссылке на оплату не бывает логина и пароля: скопируйте её из кабинета банка ещё раз' };
  if (!isPaymentHost(url.hostname, hosts))
    return {
      problem: `Ссылка ведёт на ${url.hostname}, а не на страницу оплаты банка магазина (${hosts.join(', ')})`,
    };
  if (url.href.length > MAX_PAYMENT_LINK_LENGTH)
    return { problem: `Ссылка длиннее ${MAX_PAYMENT_LINK_LENGTH} знаков: это не ссылка на оплату` };
  return { url: url.href };
}
