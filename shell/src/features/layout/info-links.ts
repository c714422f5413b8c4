/** A link of the header or the footer to one of the shell's text pages. */
interface InfoLink {
  to: string;
  label: string;
}

/** The pages on how buying works, in the order both the header and the footer list them. */
const BUYING_LINKS: readonly InfoLink[] = [
  { to: '/delivery', label: 'Доставка' },
  { to: '/payment', label: 'Оплата' },
  { to: '/guarantee', label: 'Гарантия' },
];

const CONTACTS: InfoLink = { to: '/contacts', label: 'Контакты' };

/** The header's «Покупателям» links: buying, returns (named short), contacts. */
export const HEADER_LINKS: readonly InfoLink[] = [...BUYING_LINKS, { to: '/return', label: 'Возврат' }, CONTACTS];

/** The footer's «О магазине» links: the company and contacts first, then buying and returns. */
export const FOOTER_LINKS: readonly InfoLink[] = [
  { to: '/company', label: 'О компании' },
  CONTACTS,
  ...BUYING_LINKS,
  { to: '/return', label: 'Возврат товара' },
];
