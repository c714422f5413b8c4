import { normalizePhone, parseDistance, type CheckoutForm } from '@shop/shared/checkout';
import type { BuyerOrderInput } from '../../../lib/graphql/operations.generated';
import { unitPrice, type CartItem } from '@shop/shared/store';

/**
 * The form with the fields the chosen delivery does not use emptied: what is checked and sent.
 * The draft keeps them, so switching delivery back brings the typed address back.
 */
export function relevantForm(form: CheckoutForm): CheckoutForm {
  return {
    ...form,
    address: form.delivery === 'PICKUP' ? '' : form.address,
    distanceKm: form.delivery === 'BEYOND_RING_ROAD' ? form.distanceKm : '',
    carrier: form.delivery === 'TRANSPORT_COMPANY' ? form.carrier : '',
  };
}

/** The createBuyerOrder input for a form that passed validateCheckout. */
export function orderInput(form: CheckoutForm, items: readonly CartItem[], idempotencyKey: string): BuyerOrderInput {
  const sent = relevantForm(form);
  if (!sent.delivery || !sent.payment) throw new Error('orderInput needs a validated form');
  const optional = (value: string) => value.trim() || null;
  return {
    idempotencyKey,
    // The unit price the buyer saw: the server refuses the order if the shop's price differs.
    lines: items.map((item) => ({ nid: item.nid, quantity: item.quantity, price: unitPrice(item) })),
    contactName: sent.contactName.trim(),
    phone: normalizePhone(sent.phone) ?? sent.phone.trim(),
    email: sent.email.trim(),
    delivery: sent.delivery,
    address: optional(sent.address),
    distanceKm: sent.delivery === 'BEYOND_RING_ROAD' ? parseDistance(sent.distanceKm) : null,
    carrier: optional(sent.carrier),
    payment: sent.payment,
    comment: optional(sent.comment),
  };
}
