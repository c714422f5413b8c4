/** Purchasing rules both the API and the back-office read: INN/KPP and bank account checks, status titles. */
export { innChecksumHolds, innProblem, kppProblem } from './inn';
export { bicProblem, correspondentAccountProblem, settlementAccountProblem } from './bank-account';
export { DISCREPANCY_TITLES, DOCUMENT_STATUS_TITLES, SUPPLIER_ORDER_STATUS_TITLES } from './statuses';
