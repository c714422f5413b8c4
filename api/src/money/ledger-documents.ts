/**
 * The documents that write ledger rows, by the `document_type` their rows carry: what staff call
 * each one and where its back-office screen is. One registry for every statement that names a
 * ledger row's document (the reconciliation statement first).
 */
const LEDGER_DOCUMENTS: Readonly<Record<string, { title: string; path: string }>> = {
  ACCEPTANCE: { title: 'Приёмка товара', path: '/dmn/acceptance' },
  PAYMENT: { title: 'Платёж', path: '/dmn/payments' },
  SHIPMENT: { title: 'Отгрузка', path: '/dmn/shipments' },
  BUYER_RETURN: { title: 'Возврат от покупателя', path: '/dmn/buyer-returns' },
  SUPPLIER_RETURN: { title: 'Возврат поставщику', path: '/dmn/supplier-returns' },
  INVENTORY_COUNT: { title: 'Инвентаризация', path: '/dmn/remains/counts' },
  STOCK_TRANSFER: { title: 'Перемещение', path: '/dmn/stock-transfers' },
};

/** What a reversing row is called: the cancelled document's title after this. */
const REVERSAL_PREFIX = 'Отмена проведения: ';

export interface LedgerDocumentRef {
  documentType: string;
  documentNid: number;
  /** Said after the number in brackets, e.g. «поступление, наличные»; none when empty. */
  detail?: string | null;
  /** A row written when the document was cancelled. */
  reversal?: boolean;
}

/** «Приёмка товара № 5», «Отмена проведения: Платёж № 7 (поступление, наличные)»; an unknown type by its code. */
export function ledgerDocumentTitle({ documentType, documentNid, detail, reversal }: LedgerDocumentRef): string {
  const name = LEDGER_DOCUMENTS[documentType]?.title ?? documentType;
  const title = `${name} № ${documentNid}${detail ? ` (${detail})` : ''}`;
  return reversal ? `${REVERSAL_PREFIX}${title}` : title;
}

/** The document's back-office screen, e.g. `/dmn/payments/7`; null for a type with no screen. */
export function ledgerDocumentPath(documentType: string, documentNid: number): string | null {
  const document = LEDGER_DOCUMENTS[documentType];
  return document ? `${document.path}/${documentNid}` : null;
}
