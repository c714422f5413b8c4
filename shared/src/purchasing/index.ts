/** Purchasing rules both the API and the back-office read: INN/KPP checks and status titles. */
export { innChecksumHolds, innProblem, kppProblem } from './inn';
export { DISCREPANCY_TITLES, DOCUMENT_STATUS_TITLES, SUPPLIER_ORDER_STATUS_TITLES } from './statuses';
