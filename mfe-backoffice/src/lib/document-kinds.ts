import { backofficeSectionOf } from '@shop/shared/access';

/** How staff name one kind of document, in the forms a list, a page and a message need. */
export interface DocumentKind {
  /** The section under `/dmn` that keeps them: its menu title heads their list. */
  section: string;
  /** «Отгрузка»: one of them, numbered — «Отгрузка № 12». */
  one: string;
  /** «отгрузку»: one of them as an object — «Не удалось загрузить отгрузку». */
  accusative: string;
  /** «отгрузки»: many of them as an object — «Не удалось загрузить отгрузки». */
  plural: string;
  /** «Все отгрузки»: the way back to their list. */
  all: string;
  /** Why their list is empty: none yet, or none that the filters let through. */
  none: string;
  noneFiltered: string;
  /** Its paper form: «Расходная накладная» (numbered on the sheet's tab), and the way back to the document. */
  printed?: { title: string; back: string };
}

/** The back-office's documents, one row a kind: every list, page, draft and link names them from here. */
export const DOCUMENT_KINDS = {
  shipment: {
    section: 'shipments',
    one: 'Отгрузка',
    accusative: 'отгрузку',
    plural: 'отгрузки',
    all: 'Все отгрузки',
    none: 'Отгрузок пока нет.',
    noneFiltered: 'Таких отгрузок нет.',
    printed: { title: 'Расходная накладная', back: '← К отгрузке' },
  },
  buyerReturn: {
    section: 'buyer-returns',
    one: 'Возврат от покупателя',
    accusative: 'возврат от покупателя',
    plural: 'возвраты покупателей',
    all: 'Все возвраты покупателей',
    none: 'Возвратов от покупателей пока нет.',
    noneFiltered: 'Таких возвратов нет. Измените отбор.',
  },
  buyerInvoice: {
    section: 'buyer-invoices',
    one: 'Счёт',
    accusative: 'счёт',
    plural: 'счета',
    all: 'Все счета покупателям',
    none: 'Счетов пока нет.',
    noneFiltered: 'Таких счетов нет.',
    printed: { title: 'Счёт на оплату', back: '← К счёту' },
  },
  supplierOrder: {
    section: 'supplier-orders',
    one: 'Заказ поставщику',
    accusative: 'заказ',
    plural: 'заказы поставщикам',
    all: 'Все заказы поставщикам',
    none: 'Заказов поставщикам пока нет.',
    noneFiltered: 'Таких заказов нет. Измените отбор.',
  },
  supplierInvoice: {
    section: 'supplier-invoices',
    one: 'Счёт поставщика',
    accusative: 'счёт поставщика',
    plural: 'счета поставщиков',
    all: 'Все счета поставщиков',
    none: 'Счетов поставщиков пока нет.',
    noneFiltered: 'Таких счетов нет.',
  },
  acceptance: {
    section: 'acceptance',
    one: 'Приёмка',
    accusative: 'приёмку',
    plural: 'приёмки',
    all: 'Вся приёмка',
    none: 'Приёмок пока нет.',
    noneFiltered: 'Таких приёмок нет.',
  },
  supplierReturn: {
    section: 'supplier-returns',
    one: 'Возврат поставщику',
    accusative: 'возврат поставщику',
    plural: 'возвраты поставщикам',
    all: 'Все возвраты поставщикам',
    none: 'Возвратов поставщикам пока нет.',
    noneFiltered: 'Таких возвратов нет. Измените отбор.',
    printed: { title: 'Накладная на возврат товара поставщику', back: '← К возврату' },
  },
  stockTransfer: {
    section: 'stock-transfers',
    one: 'Перемещение',
    accusative: 'перемещение',
    plural: 'перемещения',
    all: 'Все перемещения',
    none: 'Перемещений пока нет.',
    noneFiltered: 'Таких перемещений нет. Измените отбор.',
    printed: { title: 'Накладная на внутреннее перемещение товаров', back: '← К перемещению' },
  },
  payment: {
    section: 'payments',
    one: 'Платёж',
    accusative: 'платёж',
    plural: 'платежи',
    all: 'Все платежи',
    none: 'Платежей пока нет.',
    noneFiltered: 'Таких платежей нет.',
  },
} as const satisfies Record<string, DocumentKind>;

export type DocumentKindName = keyof typeof DOCUMENT_KINDS;

/** The kinds that have a paper form. */
export type PrintedKindName = {
  [Kind in DocumentKindName]: (typeof DOCUMENT_KINDS)[Kind] extends { printed: object } ? Kind : never;
}[DocumentKindName];

/** «Отгрузка № 12». */
export const documentName = (kind: DocumentKindName, nid: number | string) => `${DOCUMENT_KINDS[kind].one} № ${nid}`;

/** The heading of a kind's list: its section's menu title. */
export function documentListTitle(kind: DocumentKindName): string {
  const section = backofficeSectionOf(DOCUMENT_KINDS[kind].section);
  if (!section) throw new Error(`No back-office section ${DOCUMENT_KINDS[kind].section}`);
  return section.title;
}
