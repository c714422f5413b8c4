/** Supplier orders' statuses, as staff read them. */
export const SUPPLIER_ORDER_STATUS_TITLES = {
  DRAFT: 'Черновик',
  PLACED: 'Размещён у поставщика',
  PARTLY_RECEIVED: 'Принят частично',
  RECEIVED: 'Принят полностью',
  CLOSED: 'Закрыт',
  CANCELLED: 'Отменён',
} as const;

/** A posted document's statuses (acceptances now; shipments, payments, returns later). */
export const DOCUMENT_STATUS_TITLES = {
  DRAFT: 'Черновик',
  POSTED: 'Проведён',
  CANCELLED: 'Отменён',
} as const;

/** What went wrong with an accepted line. */
export const DISCREPANCY_TITLES = {
  SHORTAGE: 'Недостача',
  SURPLUS: 'Излишек',
  DAMAGED: 'Брак или повреждение',
} as const;
