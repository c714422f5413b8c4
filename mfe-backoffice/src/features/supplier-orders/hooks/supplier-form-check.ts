import { innProblem, kppProblem } from '@shop/shared/purchasing';
import type { SupplierInput } from '../../../lib/graphql/operations.generated';
import type { FieldErrors } from '../../../lib/mutation-failure';

/** The supplier card as typed: every field a string. */
export type SupplierDraft = Required<{ [K in keyof SupplierInput]: string }>;

export const EMPTY_SUPPLIER: SupplierDraft = {
  name: '',
  inn: '',
  kpp: '',
  phone: '',
  email: '',
  address: '',
  contactPerson: '',
  comment: '',
  leadDays: '',
};

/** The lead time as typed: days from 1 to 365, or nothing. */
const leadDaysProblem = (typed: string) =>
  typed.trim() === '' || (/^\d{1,3}$/.test(typed.trim()) && Number(typed) >= 1 && Number(typed) <= 365)
    ? null
    : 'Срок поставки — целое число дней от 1 до 365, или оставьте поле пустым';

/** What the browser can tell before sending (the API checks it all again): name, INN, KPP and the lead time. */
export function checkSupplier(draft: SupplierDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = 'Укажите название поставщика';
  const inn = innProblem(draft.inn.replace(/\s/g, ''));
  if (inn) errors.inn = inn;
  const kpp = kppProblem(draft.kpp.replace(/\s/g, ''));
  if (kpp) errors.kpp = kpp;
  const leadDays = leadDaysProblem(draft.leadDays);
  if (leadDays) errors.leadDays = leadDays;
  return errors;
}

/** The card as the API takes it: empty optional fields as null. */
export const supplierInput = (draft: SupplierDraft): SupplierInput => ({
  name: draft.name,
  inn: draft.inn,
  kpp: draft.kpp || null,
  phone: draft.phone || null,
  email: draft.email || null,
  address: draft.address || null,
  contactPerson: draft.contactPerson || null,
  comment: draft.comment || null,
  leadDays: draft.leadDays.trim() ? Number(draft.leadDays.trim()) : null,
});
