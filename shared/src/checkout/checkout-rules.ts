import { distanceError, type DeliveryMethod } from '../delivery';
import { emailProblem, hasHiddenCharacters, HIDDEN_CHARACTERS } from '../typed-text';

/** How the buyer pays (requirements §2: cash, invoice, or card on the site after the order is confirmed). */
export type PaymentMethod = 'CASH' | 'INVOICE' | 'CARD';

export const PAYMENT_METHODS: Readonly<Record<PaymentMethod, string>> = {
  CASH: 'Наличными при получении',
  INVOICE: 'По счёту (для организаций и ИП)',
  CARD: 'Картой на сайте после подтверждения заказа',
};

export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_CARRIER_LENGTH = 100;
export const MAX_COMMENT_LENGTH = 1_000;
/** The most lines one order may have. */
export const MAX_ORDER_LINES = 100;

/** What the buyer types at checkout; the cart lines travel beside it. */
export interface CheckoutForm {
  contactName: string;
  phone: string;
  email: string;
  delivery: DeliveryMethod | '';
  /** Delivery address; the city for a transport company; unused for pickup. */
  address: string;
  /** Kilometres beyond the ring road, as typed. */
  distanceKm: string;
  /** The transport company the buyer names. */
  carrier: string;
  payment: PaymentMethod | '';
  comment: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  contactName: '',
  phone: '',
  email: '',
  delivery: '',
  address: '',
  distanceKm: '',
  carrier: '',
  payment: '',
  comment: '',
};

/**
 * A Russian phone number as +7XXXXXXXXXX, or null. Accepts +7…, 8…, 7… and ten bare digits,
 * with spaces, brackets and dashes in any places: "8 (926) 123-45-67", "+7 926 1234567".
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10 && trimmed[0] !== '+') return `+7${digits}`;
  if (digits.length !== 11) return null;
  if (trimmed.startsWith('+') && digits[0] !== '7') return null;
  if (digits[0] !== '7' && digits[0] !== '8') return null;
  return `+7${digits.slice(1)}`;
}

/** A typed distance as a number of kilometres ("12,5" is 12.5), or NaN. */
export function parseDistance(input: string): number {
  const text = input.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The fields a buyer types, and whether they have lines: the name, phone, e-mail and carrier go into a
 * mail's headers or a label, the address and the comment may be written on several lines.
 */
const TYPED_TEXT = [
  ['contactName', 'one line'],
  ['phone', 'one line'],
  ['email', 'one line'],
  ['carrier', 'one line'],
  ['address', 'lines'],
  ['comment', 'lines'],
] as const;

/**
 * Every field's problem, in Russian, keyed by field; an empty object means the form is fine.
 * The API runs the same checks on what it receives.
 */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = form.contactName.trim();
  if (!name) errors.contactName = 'Укажите, как к вам обращаться';
  else if (name.length > MAX_NAME_LENGTH) errors.contactName = `Не длиннее ${MAX_NAME_LENGTH} символов`;

  if (!form.phone.trim()) errors.phone = 'Укажите телефон для связи';
  else if (normalizePhone(form.phone) === null) errors.phone = 'Телефон в формате +7 (999) 123-45-67';

  const email = form.email.trim();
  if (!email) errors.email = 'Укажите электронную почту — пришлём подтверждение заказа';
  else {
    const problem = emailProblem(email);
    if (problem) errors.email = problem;
  }

  if (!form.delivery) errors.delivery = 'Выберите способ доставки';
  const address = form.address.trim();
  if (form.delivery && form.delivery !== 'PICKUP') {
    if (!address) {
      errors.address =
        form.delivery === 'TRANSPORT_COMPANY' ? 'Укажите город и адрес получения' : 'Укажите адрес доставки';
    } else if (address.length > MAX_ADDRESS_LENGTH) {
      errors.address = `Не длиннее ${MAX_ADDRESS_LENGTH} символов`;
    }
  }
  if (form.delivery === 'BEYOND_RING_ROAD') {
    const typed = form.distanceKm.trim();
    const error = distanceError(typed === '' ? null : parseDistance(typed));
    if (error !== null) errors.distanceKm = error;
  }
  if (form.delivery === 'TRANSPORT_COMPANY') {
    const carrier = form.carrier.trim();
    if (!carrier) errors.carrier = 'Укажите транспортную компанию, например «СДЭК» или «Деловые линии»';
    else if (carrier.length > MAX_CARRIER_LENGTH) errors.carrier = `Не длиннее ${MAX_CARRIER_LENGTH} символов`;
  }

  if (!form.payment) errors.payment = 'Выберите способ оплаты';
  if (form.comment.length > MAX_COMMENT_LENGTH)
    errors.comment = `Комментарий не длиннее ${MAX_COMMENT_LENGTH} символов`;
  for (const [field, lines] of TYPED_TEXT) {
    if (hasHiddenCharacters(form[field], lines)) errors[field] = HIDDEN_CHARACTERS;
  }
  return errors;
}
