import { createHash } from 'node:crypto';
import { MAX_CART_QUANTITY } from '@shop/shared/cart-item';
import {
  MAX_ORDER_LINES,
  normalizePhone,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
  type PaymentMethod,
} from '@shop/shared/checkout';
import { distanceError, type DeliveryMethod } from '@shop/shared/delivery';
import { badUserInput } from '../core/errors';
import type { BuyerOrderInput } from '../core/schema-types.generated';

const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

export interface OrderLineRequest {
  nid: number;
  quantity: number;
  /** The unit price the buyer saw. */
  price: number;
}

/** An order as asked for, checked and normalised: what is stored, and what the request hash covers. */
export interface OrderRequest {
  idempotencyKey: string;
  lines: OrderLineRequest[];
  contactName: string;
  /** +7XXXXXXXXXX. */
  phone: string;
  /** Trimmed, lower-cased. */
  email: string;
  delivery: DeliveryMethod;
  /** Null for pickup. */
  address: string | null;
  /** Beyond the ring road only. */
  distanceKm: number | null;
  /** A transport company only. */
  carrier: string | null;
  payment: PaymentMethod;
  comment: string | null;
}

/** The key, then the lines: what the buyer cannot fix in the form. */
function checkKeyAndLines({ idempotencyKey, lines }: BuyerOrderInput): void {
  if (
    !idempotencyKey.trim() ||
    idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH ||
    idempotencyKey.includes('\u0000')
  ) {
    throw badUserInput(`idempotencyKey — непустая строка не длиннее ${MAX_IDEMPOTENCY_KEY_LENGTH} символов`);
  }
  checkOrderLines(lines);
}

/** The cart's lines as an order takes them: 1 to MAX_ORDER_LINES lines, each product once, whole quantities in range. */
export function checkOrderLines(lines: readonly { nid: number; quantity: number }[]): void {
  if (lines.length === 0) throw badUserInput('Корзина пуста');
  if (lines.length > MAX_ORDER_LINES)
    throw badUserInput(`В одном заказе может быть не больше ${MAX_ORDER_LINES} позиций`);
  const seen = new Set<number>();
  for (const { nid, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) {
      throw badUserInput(`Количество товара — целое число от 1 до ${MAX_CART_QUANTITY}`, { nid });
    }
    // The cart keeps one line per product; two lines of one product are a client's mistake.
    if (seen.has(nid)) throw badUserInput('Товар встречается в заказе дважды — объедините строки', { nid });
    seen.add(nid);
  }
}

/** The form's problems by field, by the storefront's own rules (@shop/shared/checkout). */
function formErrors(input: BuyerOrderInput): CheckoutErrors {
  const form: CheckoutForm = {
    contactName: input.contactName,
    phone: input.phone,
    email: input.email,
    delivery: input.delivery,
    address: input.address ?? '',
    distanceKm: input.distanceKm === null || input.distanceKm === undefined ? '' : String(input.distanceKm),
    carrier: input.carrier ?? '',
    payment: input.payment,
    comment: input.comment ?? '',
  };
  const errors = validateCheckout(form);
  // The API gets the distance as a number already: judge the number itself, not its printed
  // form (String(-3) or String(1e21) would read as "not a number").
  if (input.delivery === 'BEYOND_RING_ROAD') {
    const error = distanceError(input.distanceKm ?? null);
    if (error === null) delete errors.distanceKm;
    else errors.distanceKm = error;
  }
  return errors;
}

/**
 * The order input checked in order — key, lines, then the form — and normalised. Throws
 * BAD_USER_INPUT; a form problem carries `fieldErrors` (field -> Russian message).
 */
export function readOrderRequest(input: BuyerOrderInput): OrderRequest {
  checkKeyAndLines(input);
  const errors = formErrors(input);
  if (Object.keys(errors).length > 0) throw badUserInput('Проверьте данные заказа', { fieldErrors: errors });
  const { delivery } = input;
  const optional = (text: string | null | undefined) => text?.trim() || null;
  return {
    idempotencyKey: input.idempotencyKey,
    lines: input.lines.map(({ nid, quantity, price }) => ({ nid, quantity, price })),
    contactName: input.contactName.trim(),
    phone: normalizePhone(input.phone) as string,
    email: input.email.trim().toLowerCase(),
    delivery,
    address: delivery === 'PICKUP' ? null : optional(input.address),
    distanceKm: delivery === 'BEYOND_RING_ROAD' ? (input.distanceKm ?? null) : null,
    carrier: delivery === 'TRANSPORT_COMPANY' ? optional(input.carrier) : null,
    payment: input.payment,
    comment: optional(input.comment),
  };
}

/**
 * sha256 of the normalised request and who sent it, without the key: a repeat that differs
 * only in spacing or phone format is the same request; another buyer's is not.
 */
export function requestHash(request: OrderRequest, userUid: string | null): string {
  const { idempotencyKey: _key, lines, ...form } = request;
  const canonical = JSON.stringify([
    userUid,
    lines.map((line) => [line.nid, line.quantity, line.price]),
    Object.entries(form).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
