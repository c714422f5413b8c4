import type { DeliveryMethod } from '../delivery';
import { SHOP_ADDRESS, SHOP_HOURS } from '../shop-facts';
import type { PaymentMethod } from './checkout-rules';

/** +79261234567 as buyers read it: +7 (926) 123-45-67. Anything else is returned as it is. */
export function formatPhone(normalized: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalized);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : normalized;
}

/** «Ежедневно с 9:00 до 20:00» inside a sentence. */
const HOURS = SHOP_HOURS.charAt(0).toLowerCase() + SHOP_HOURS.slice(1);

/** What an order says of itself for its next steps. */
export interface PlacedOrder {
  phone: string;
  email: string;
  payment: PaymentMethod;
  delivery: DeliveryMethod;
}

function paymentStep({ payment, email }: PlacedOrder): string {
  switch (payment) {
    case 'CARD':
      return `После подтверждения пришлём на ${email} ссылку для оплаты картой.`;
    case 'INVOICE':
      return `После подтверждения пришлём счёт на оплату на ${email}.`;
    default:
      return 'Оплатите заказ наличными при получении.';
  }
}

function deliveryStep({ delivery }: PlacedOrder): string {
  if (delivery === 'PICKUP') return `Когда заказ соберут, его можно будет забрать в магазине: ${SHOP_ADDRESS}.`;
  if (delivery === 'TRANSPORT_COMPANY') return 'Менеджер согласует с вами отправку транспортной компанией.';
  return 'Дату и время доставки менеджер согласует с вами по телефону.';
}

/**
 * What happens after an order is placed, as precisely as the order allows: the confirmation page
 * and the order e-mail say the same. Without the order (a reloaded page), the general steps.
 */
export function orderNextSteps(order: PlacedOrder | null): string[] {
  if (!order)
    return [
      `Менеджер позвонит вам, чтобы подтвердить заказ, — в рабочее время, ${HOURS}.`,
      'Если вы выбрали оплату картой, после подтверждения пришлём ссылку для оплаты; если по счёту — счёт придёт на электронную почту.',
    ];
  return [
    `Менеджер позвонит вам по номеру ${formatPhone(order.phone)}, чтобы подтвердить заказ, — в рабочее время, ${HOURS}.`,
    paymentStep(order),
    deliveryStep(order),
  ];
}
