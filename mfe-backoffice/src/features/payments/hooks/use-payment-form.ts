import { useState } from 'react';
import { shopToday } from '@shop/shared/shop-days';
import type { PaymentDirection, PaymentInput, SettlementMethod } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';

/** What the form holds: text as typed, turned into a PaymentInput on submit. */
export interface PaymentDraft {
  direction: PaymentDirection;
  method: SettlementMethod;
  counterpartyNid: string;
  invoiceNid: string;
  amount: string;
  paidOn: string;
  comment: string;
  /** Money back: out to a buyer, in from a supplier; never against an invoice. */
  refund: boolean;
}

/** Whose list the counterparty comes from: a refund turns the usual side round. */
export const counterpartyKindOf = (draft: Pick<PaymentDraft, 'direction' | 'refund'>) =>
  (draft.direction === 'IN') !== draft.refund ? 'BUYER' : 'SUPPLIER';

/** Today in the shop (Moscow), not in UTC: a payment made at 00:30 Moscow time is that day's. */
export const today = (now: Date | number = Date.now()) => shopToday(now);

const wholeNumber = (text: string) => (/^\d+$/.test(text.replace(/\s/g, '')) ? Number(text.replace(/\s/g, '')) : NaN);

/** The draft checked as the API would; the messages go beside the fields. */
function checkPayment(draft: PaymentDraft): { input: PaymentInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = wholeNumber(draft.amount);
  if (!(amount > 0)) errors.amount = 'Введите сумму в рублях, больше нуля';
  if (!draft.paidOn) errors.paidOn = 'Укажите дату';
  const invoiceNid = draft.invoiceNid.trim() && !draft.refund ? wholeNumber(draft.invoiceNid) : null;
  if (invoiceNid !== null && !(invoiceNid > 0)) errors.invoiceNid = 'Номер счёта — целое число';
  const counterpartyNid = draft.counterpartyNid ? Number(draft.counterpartyNid) : null;
  if (draft.refund && !counterpartyNid)
    errors.counterpartyNid = counterpartyKindOf(draft) === 'BUYER' ? 'Выберите покупателя' : 'Выберите поставщика';
  else if (!invoiceNid && !counterpartyNid)
    errors.counterpartyNid = draft.direction === 'IN' ? 'Выберите покупателя или счёт' : 'Выберите поставщика или счёт';
  const input: PaymentInput = {
    direction: draft.direction,
    method: draft.method,
    counterpartyNid,
    invoiceNid,
    amount,
    paidOn: draft.paidOn,
    comment: draft.comment.trim() || null,
    refund: draft.refund,
  };
  return { input, errors };
}

/** The payment form's state and its submit: client checks first, then the API's field messages. */
export function usePaymentForm(initial: PaymentDraft, save: (input: PaymentInput) => Promise<FieldErrors | null>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = <K extends keyof PaymentDraft>(key: K, value: PaymentDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  /** Checks the draft, then runs `run` (saving by default; «Провести» passes save-and-post). */
  const submit = async (run = save) => {
    const checked = checkPayment(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return false;
    const refused = await run(checked.input);
    setErrors(refused ?? {});
    return !refused;
  };
  return { draft, errors, change, submit };
}
