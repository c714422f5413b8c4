import { innProblem, kppProblem } from '@shop/shared/purchasing';
import { optionalText, refuseWhenInvalid, type FieldErrors } from '../documents/document-input';

export interface SupplierInput {
  name: string;
  inn: string;
  kpp?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  contactPerson?: string | null;
  comment?: string | null;
  leadDays?: number | null;
}

/** The longest lead time a supplier's card may name, in days. */
const MAX_LEAD_DAYS = 365;

/** A supplier's card as checked: texts trimmed, empty optional ones null. */
export interface SupplierRequest {
  name: string;
  inn: string;
  kpp: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  contactPerson: string | null;
  comment: string | null;
  leadDays: number | null;
}

/** The card checked as a whole: every problem at once, each beside its field. */
export function readSupplierRequest(input: SupplierInput): SupplierRequest {
  const errors: FieldErrors = {};
  const name = optionalText(input.name, 'name', errors, 200);
  if (!name) errors.name = 'Укажите название поставщика';
  const inn = input.inn.replace(/\s/g, '');
  const innError = innProblem(inn);
  if (innError) errors.inn = innError;
  const kpp = input.kpp?.replace(/\s/g, '') || null;
  const kppError = kppProblem(kpp ?? '');
  if (kppError) errors.kpp = kppError;
  if (kpp && inn.length === 12) errors.kpp = 'У индивидуального предпринимателя нет КПП — оставьте поле пустым';
  const phone = optionalText(input.phone, 'phone', errors, 50);
  if (phone && phone.replace(/\D/g, '').length < 10)
    errors.phone = 'Телефон — не меньше 10 цифр, например +7 495 123-45-67';
  const email = optionalText(input.email, 'email', errors, 200)?.toLowerCase() ?? null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = 'Проверьте адрес почты, например zakaz@postavshik.ru';
  const leadDays = input.leadDays ?? null;
  if (leadDays !== null && (!Number.isInteger(leadDays) || leadDays < 1 || leadDays > MAX_LEAD_DAYS))
    errors.leadDays = `Срок поставки — целое число дней от 1 до ${MAX_LEAD_DAYS}, или оставьте поле пустым`;
  const request = {
    name: name ?? '',
    inn,
    kpp,
    phone,
    email,
    address: optionalText(input.address, 'address', errors),
    contactPerson: optionalText(input.contactPerson, 'contactPerson', errors, 200),
    comment: optionalText(input.comment, 'comment', errors),
    leadDays,
  };
  refuseWhenInvalid('Поставщик не сохранён: проверьте выделенные поля', errors);
  return request;
}
