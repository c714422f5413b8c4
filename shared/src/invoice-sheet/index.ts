/**
 * «Счёт на оплату» as one definition: what the back-office prints and what the API renders as PDF (and
 * attaches to the buyer's message) are made from `invoiceSheet`, so paper and file say the same. The
 * shop's requisites are the API's configuration (SHOP_… variables, validated at start), never a constant here.
 */
export { invoiceSheet, type GoodsLine, type InvoiceForSheet, type InvoiceSheet } from './invoice-sheet';
export { paymentQrPayload, qrDrawing, type PaymentQr, type QrDrawing } from './payment-qr';
export {
  DEMO_REQUISITES,
  REQUISITE_VARIABLES,
  demoRequisitesEnv,
  requisitesLines,
  type ShopRequisites,
} from './shop-requisites';
