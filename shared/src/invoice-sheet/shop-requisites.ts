/** The shop's legal and bank requisites: the supplier on its invoices, the footer of its messages. */
export interface ShopRequisites {
  /** The legal name: «ООО «Сантехника»». */
  name: string;
  /** 10 digits (a company) or 12 (an entrepreneur), check digits holding. */
  inn: string;
  /** A company's KPP; null for an entrepreneur. */
  kpp: string | null;
  /** The legal address. */
  address: string;
  /** The bank's name. */
  bank: string;
  bic: string;
  /** The bank's correspondent account (30101…). */
  correspondentAccount: string;
  /** The shop's settlement account at that bank. */
  account: string;
}

/**
 * The shop's requisites (README: "Deploying the shop", the SHOP_… variables): the supplier on its invoices,
 * the payee of their QR code, the footer of its messages. Production names all of them; elsewhere, with none
 * set, the shop runs on these demonstration ones (their check digits hold, the account is nobody's).
 */
export const DEMO_REQUISITES: ShopRequisites = {
  name: 'ООО «Сантехника»',
  inn: '5047123455',
  kpp: '504701001',
  address: '141400, Московская область, г. Химки, Вашутинское шоссе, владение 1',
  bank: 'ПАО Сбербанк',
  bic: '044525225',
  correspondentAccount: '30101810400000000225',
  account: '40702810538000123456',
};

/** Each requisite's variable. */
export const REQUISITE_VARIABLES = {
  name: 'SHOP_LEGAL_NAME',
  inn: 'SHOP_INN',
  kpp: 'SHOP_KPP',
  address: 'SHOP_LEGAL_ADDRESS',
  bank: 'SHOP_BANK',
  bic: 'SHOP_BIC',
  correspondentAccount: 'SHOP_CORRESPONDENT_ACCOUNT',
  account: 'SHOP_ACCOUNT',
} as const satisfies Record<keyof ShopRequisites, string>;

/** The requisites as a paper document heads them, a line each. */
export function requisitesLines(requisites: ShopRequisites): string[] {
  return [
    requisites.name,
    requisites.kpp ? `ИНН ${requisites.inn}, КПП ${requisites.kpp}` : `ИНН ${requisites.inn}`,
    `Р/с ${requisites.account} в банке ${requisites.bank}`,
    `БИК ${requisites.bic}, к/с ${requisites.correspondentAccount}`,
    `Адрес: ${requisites.address}`,
  ];
}

/**
 * The demonstration requisites as their variables: a production-mode site on one's own machine
 * prints them where a real shop's own would be required.
 */
export function demoRequisitesEnv(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(REQUISITE_VARIABLES) as (keyof ShopRequisites)[]).map((key) => [
      REQUISITE_VARIABLES[key],
      DEMO_REQUISITES[key] ?? '',
    ]),
  );
}
