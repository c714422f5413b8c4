import { EMPTY_CHECKOUT_FORM, PAYMENT_METHODS, type CheckoutForm, type PaymentMethod } from '@shop/shared/checkout';
import { DELIVERY_METHODS, type DeliveryMethod } from '@shop/shared/delivery';

/** sessionStorage key: the draft lives as long as the tab, like the checkout it belongs to. */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** What checkout keeps so a reload or a failed submit loses nothing. */
export interface CheckoutDraft {
  form: CheckoutForm;
  /** The current checkout attempt's key: made on its first submit, kept across its retries. */
  idempotencyKey: string | null;
}

const EMPTY_DRAFT: CheckoutDraft = { form: EMPTY_CHECKOUT_FORM, idempotencyKey: null };

const TEXT_FIELDS = ['contactName', 'phone', 'email', 'address', 'distanceKm', 'carrier', 'comment'] as const;
/** Longer than any field may be; a stored value beyond it is not one we wrote. */
const MAX_STORED_TEXT = 5_000;

const oneOf = <T extends string>(choices: Readonly<Record<T, string>>, value: unknown): T | '' =>
  typeof value === 'string' && Object.hasOwn(choices, value) ? (value as T) : '';

/** Reads a stored draft. Anything missing, corrupt or foreign gives an empty form, never a crash. */
function parseCheckoutDraft(stored: string | null): CheckoutDraft {
  if (!stored) return EMPTY_DRAFT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY_DRAFT;
  const { form, idempotencyKey } = parsed as Record<string, unknown>;
  if (typeof form !== 'object' || form === null) return EMPTY_DRAFT;
  const raw = form as Record<string, unknown>;
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = raw[field];
      return [field, typeof value === 'string' && value.length <= MAX_STORED_TEXT ? value : ''];
    }),
  ) as Pick<CheckoutForm, (typeof TEXT_FIELDS)[number]>;
  return {
    form: {
      ...text,
      delivery: oneOf<DeliveryMethod>(DELIVERY_METHODS, raw.delivery),
      payment: oneOf<PaymentMethod>(PAYMENT_METHODS, raw.payment),
    },
    idempotencyKey: typeof idempotencyKey === 'string' && /^[\w-]{8,100}$/.test(idempotencyKey) ? idempotencyKey : null,
  };
}

function draftStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCheckoutDraft(): CheckoutDraft {
  try {
    return parseCheckoutDraft(draftStorage()?.getItem(CHECKOUT_DRAFT_KEY) ?? null);
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeCheckoutDraft(draft: CheckoutDraft): void {
  try {
    draftStorage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch (error) {
    // Full or disabled storage: checkout still works, only a reload would lose the form.
    console.warn('The checkout draft could not be saved to sessionStorage', error);
  }
}

export function dropCheckoutDraft(): void {
  try {
    draftStorage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to keep clean where storage cannot be used.
  }
}

/** A fresh key for one checkout attempt (a UUID v4). */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); a plain-http site still needs keys.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
