import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { DEMO_REQUISITES } from '@shop/shared/invoice-sheet';
import { ShopRequisitesDocument, StockLocationsDocument } from '../lib/graphql/operations.generated';

/**
 * The back-office's counterparties and documents as the API answers them (their list fragments),
 * for the screens' tests: a builder a kind, with one supplier, buyer and order behind them; a test
 * passes what its case changes.
 */

/** A field a test's case may fill in. */
const unset = null as string | null;

/** No one has posted or annulled the document yet. */
const STANDING = { postedAt: unset, postedByName: unset, cancelledAt: unset, cancelledByName: unset };

export const supplierRow = <Overrides extends object>(nid: number, name: string, overrides?: Overrides) => ({
  __typename: 'Supplier',
  _id: `supplier-${nid}`,
  nid,
  name,
  inn: '7707083893',
  kpp: unset,
  phone: null,
  email: null,
  address: null,
  contactPerson: null,
  comment: null,
  leadDays: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  createdByName: 'Админ',
  balance: 0,
  ...overrides,
});

export const buyerRow = <Overrides extends object>(overrides?: Overrides) => ({
  __typename: 'Buyer',
  _id: 'buyer-4',
  nid: 4,
  name: 'Иван Петров',
  inn: null,
  phone: '+79261234567',
  email: 'ivan@mail.ru' as string | null,
  address: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  balance: 0,
  ...overrides,
});

/** The shop's locations as the API answers them (migration 0023 makes them). */
export const WAREHOUSE = { __typename: 'StockLocation', nid: 1, name: 'Склад', pickup: false } as const;
export const SHOP = { __typename: 'StockLocation', nid: 2, name: 'Магазин в Химках', pickup: true } as const;

/** The locations' list, as the forms that name one ask for it. */
export const stockLocationsAnswer = (): MockLink.MockedResponse => ({
  request: { query: StockLocationsDocument },
  result: { data: { stockLocations: [SHOP, WAREHOUSE] } },
});

/** What a document's header has whatever its kind, written on 2 March at the warehouse and not posted or annulled yet. */
const documentHeader = (typename: string, id: string, nid: number, status: string, total: number) => ({
  __typename: typename,
  _id: `${id}-${nid}`,
  nid,
  location: WAREHOUSE as { __typename: 'StockLocation'; nid: number; name: string; pickup: boolean },
  status,
  comment: null,
  total,
  createdAt: '2026-03-02T09:00:00.000Z',
  ...STANDING,
});

/** A return to supplier 3 of what acceptance 5 (of supplier order 12) took in. */
export const supplierReturnHeader = (nid: number, status: string, total: number) => ({
  ...documentHeader('SupplierReturn', 'supplier-return', nid, status, total),
  acceptanceNid: 5,
  supplierOrderNid: 12,
  supplierNid: 3,
  supplierName: 'ООО «Аквамир»',
  createdByName: 'Анна Кладовщикова',
});

/** A return by buyer 4 of what shipment 31 (of order 10015) delivered. */
export const buyerReturnHeader = (nid: number, status: string, total: number) => ({
  ...documentHeader('BuyerReturn', 'buyer-return', nid, status, total),
  shipmentNid: 31,
  buyerOrderNid: 10_015,
  orderNumber: '10015',
  buyerNid: 4,
  buyerName: 'Иван Петров',
  shippedAt: '2026-03-01T09:00:00.000Z',
  returnDeadline: '2026-03-15',
  createdByName: 'Ольга Продавцова',
});

/** Shipment `nid` of order 10001 to Irina, delivered within the ring road and paid in cash on delivery. */
export const shipmentHeader = <Overrides extends object>(
  nid: number,
  status: string,
  total: number,
  overrides: Overrides,
) => ({
  ...documentHeader('Shipment', 'shipment', nid, status, total),
  buyerOrderNid: 10001,
  orderNumber: '10001',
  buyerNid: 3,
  buyerName: 'Ирина Петрова',
  contactName: 'Ирина Петрова',
  phone: '+79261234567',
  delivery: 'RING_ROAD',
  payment: 'CASH',
  deliveryCost: 700,
  ...overrides,
});

/** Supplier 2's invoice 3 («СЧ-17») for supplier order 12. */
export const supplierInvoice = <Overrides extends object>(overrides: Overrides) => ({
  __typename: 'SupplierInvoice',
  _id: 'supplier-invoice-3',
  nid: 3,
  supplierOrderNid: 12,
  supplierNid: 2,
  supplierName: 'ООО «Аквамир»',
  number: 'СЧ-17',
  invoiceDate: '2026-03-01',
  amount: 10_000,
  dueDate: unset,
  comment: null,
  paid: 0,
  leftToPay: 10_000,
  paymentState: 'UNPAID',
  createdAt: '2026-03-01T09:00:00.000Z',
  createdByName: 'Пётр Закупщиков',
  updatedAt: null,
  updatedByName: null,
  cancelledAt: null,
  cancelledByName: null,
  ...overrides,
});

/** The shop's invoice 5 to buyer 4 for order 10001. */
export const buyerInvoiceHeader = <Overrides extends object>(overrides: Overrides) => ({
  __typename: 'BuyerInvoice',
  _id: 'buyer-invoice-5',
  nid: 5,
  buyerOrderNid: 10001,
  buyerNid: 4,
  buyerName: 'Иван Петров',
  dueDate: '2026-03-06',
  total: 20_000,
  paid: 0,
  leftToPay: 20_000,
  paymentState: 'UNPAID',
  createdAt: '2026-03-01T09:00:00.000Z',
  createdByName: 'Ольга Продавцова',
  cancelledAt: unset,
  cancelledByName: unset,
  ...overrides,
});

/** Invoice 5 as its card shows it: two mixers at 10 000. */
export const buyerInvoice = <Overrides extends object>(overrides: Overrides) => ({
  ...buyerInvoiceHeader({}),
  updatedAt: null,
  updatedByName: null,
  buyerPhone: '+79261234567',
  buyerEmail: 'ivan@mail.ru',
  buyerInn: null,
  buyerAddress: 'Москва, Тверская ул., 1',
  comment: null,
  goodsTotal: 20_000,
  deliveryCost: 0,
  lines: [
    {
      __typename: 'BuyerInvoiceLine',
      lineNo: 1,
      nid: 1,
      name: 'Смеситель Grohe Eurosmart',
      vendorCode: 'GR-1',
      quantity: 2,
      price: 10_000,
      amount: 20_000,
    },
  ],
  ...overrides,
});

/** Payment 7: buyer 4 paid 4000 in cash against invoice 5. */
export const buyerPayment = <Overrides extends object>(overrides: Overrides) => ({
  __typename: 'Payment',
  _id: 'payment-7',
  nid: 7,
  direction: 'IN',
  method: 'CASH',
  counterpartyNid: 4,
  counterpartyName: 'Иван Петров',
  invoiceNid: 5,
  amount: 4000,
  paidOn: '2026-03-02',
  comment: null,
  status: 'DRAFT',
  createdAt: '2026-03-02T09:00:00.000Z',
  createdByName: 'Кассир',
  ...STANDING,
  ...overrides,
});

/** The API's answer `data` to `query` asked with exactly these `variables`. */
export const apiAnswer = (
  query: DocumentNode,
  variables: Record<string, unknown>,
  data: Record<string, unknown>,
): MockLink.MockedResponse => ({ request: { query, variables }, result: { data } });

/** A list query's answer: one page of `items` of `total` under the query's field. */
export const listAnswer = (
  query: DocumentNode,
  variables: Record<string, unknown>,
  page: { field: string; typename: string },
  items: object[],
  total = items.length,
) => apiAnswer(query, variables, { [page.field]: { __typename: page.typename, total, items } });

/** A list screen's pages (20 rows a page): the answer to page `skip` of the documents by `filter`. */
export const listPages =
  <Filter extends object>(query: DocumentNode, field: string, typename: string) =>
  (filter: Filter, items: object[], total = items.length, skip = 0) =>
    listAnswer(query, { filter, skip, limit: 20 }, { field, typename }, items, total);

/**
 * A document's line `lineNo` for product `nid` (vendor code V-<nid>), made from line `lineNo` of the
 * document it follows (`from` names that line), with `quantity` at `price`.
 */
export const documentLine = <From extends 'orderLineNo' | 'shipmentLineNo' | 'acceptanceLineNo'>(
  typename: string,
  from: From,
  lineNo: number,
  nid: number,
  name: string,
  quantity: number,
  price: number,
) => ({
  __typename: typename,
  lineNo,
  ...({ [from]: lineNo } as Record<From, number>),
  nid,
  name,
  vendorCode: `V-${nid}`,
  quantity,
  price,
  amount: quantity * price,
});

/** What a test says of a return's line; the source document's own counts (`shipped`, `accepted`, `stock`) besides. */
export interface ReturnLineFixture {
  lineNo: number;
  nid: number;
  name: string;
  price: number;
  /** How many go back: none by default. */
  quantity?: number;
  /** What other posted returns took of the source line: none by default. */
  returnedElsewhere?: number;
  reason?: string | null;
  note?: string | null;
}

/** A return's line made from line `lineNo` of the shipment or acceptance it returns (`from` names that line). */
export const returnLine = <From extends 'shipmentLineNo' | 'acceptanceLineNo', Counts extends Record<string, number>>(
  typename: string,
  from: From,
  {
    lineNo,
    nid,
    name,
    price,
    quantity = 0,
    returnedElsewhere = 0,
    reason = null,
    note = null,
    ...counts
  }: ReturnLineFixture & Counts,
) => ({
  ...documentLine(typename, from, lineNo, nid, name, quantity, price),
  ...counts,
  returnedElsewhere,
  reason,
  note,
});

/** A list's period filter: March 2026, as `from=2026-03-01&to=2026-03-31` sets it in the address. */
export const MARCH_2026 = { createdFrom: '2026-03-01', createdTo: '2026-03-31' };

/** The shop's requisites as the API answers them (its demonstration ones): every printed form asks. */
export const shopRequisitesAnswer = (): MockLink.MockedResponse => ({
  request: { query: ShopRequisitesDocument },
  result: { data: { shopRequisites: { __typename: 'ShopRequisites', ...DEMO_REQUISITES } } },
});
