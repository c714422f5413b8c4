import type { PAYMENT_DIRECTIONS, PAYMENT_METHODS } from '../db/money-schema';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';
import { amountOf, requiredDate } from '../documents/document-input';

export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentInput {
  direction: PaymentDirection;
  method: PaymentMethod;
  /** Omitted when an invoice is given: the invoice's counterparty is taken. */
  counterpartyNid?: number | null;
  /** A buyer invoice for money in, a supplier invoice for money out; none — «на счёт». */
  invoiceNid?: number | null;
  amount: number;
  paidOn: string;
  comment?: string | null;
  /** «Возврат денег»: out to a buyer or in from a supplier, never against an invoice. */
  refund?: boolean | null;
}

export interface PaymentRequest {
  direction: PaymentDirection;
  method: PaymentMethod;
  counterpartyNid: number | null;
  invoiceNid: number | null;
  amount: number;
  paidOn: string;
  comment: string | null;
  refund: boolean;
}

/**
 * Whom a payment goes to or comes from: money in from a buyer and out to a supplier as a rule; a
 * refund turns it round — money back out to a buyer (after a return), back in from a supplier.
 */
export const counterpartyKindOf = (direction: PaymentDirection, refund: boolean) =>
  (direction === 'IN') !== refund ? 'BUYER' : 'SUPPLIER';

export const PAYMENT_NOT_SAVED = 'Платёж не сохранён: проверьте выделенные поля';

/** The payment checked as a whole: every problem at once, each beside its field. */
export function readPaymentRequest(input: PaymentInput): PaymentRequest {
  const errors: FieldErrors = {};
  const amount = amountOf(input.amount, 'amount', errors);
  const paidOn = requiredDate(input.paidOn, 'paidOn', errors);
  const comment = optionalText(input.comment, 'comment', errors);
  const invoiceNid = input.invoiceNid ?? null;
  const counterpartyNid = input.counterpartyNid ?? null;
  const refund = input.refund === true;
  if (refund) {
    // An invoice asks the buyer for money (or the supplier for ours): money going back has none.
    if (invoiceNid) errors.invoiceNid = 'Возврат денег проводится без счёта';
    if (!counterpartyNid)
      errors.counterpartyNid =
        counterpartyKindOf(input.direction, true) === 'BUYER' ? 'Выберите покупателя' : 'Выберите поставщика';
  } else if (!invoiceNid && !counterpartyNid) {
    errors.counterpartyNid = input.direction === 'IN' ? 'Выберите покупателя или счёт' : 'Выберите поставщика или счёт';
  }
  refuseWhenInvalid(PAYMENT_NOT_SAVED, errors);
  return {
    direction: input.direction,
    method: input.method,
    counterpartyNid,
    invoiceNid,
    amount,
    paidOn,
    comment,
    refund,
  };
}
