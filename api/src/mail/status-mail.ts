import type { BuyerOrderStatus } from '../core/schema-types.generated';
import type { Tx } from '../core/transaction';
import type { MailKind } from '../db/mail-schema';
import { queueBuyerMail } from './buyer-mail';

/**
 * The statuses a buyer is told of, and by which message. «Новый» is the order's own message, and
 * «Выполнен» (delivered and paid) says nothing the buyer does not know. A pickup order is handed
 * over when its shipment is posted: it goes from «Подтверждён» to «Доставлен» at once.
 */
const STATUS_KINDS: Partial<Record<BuyerOrderStatus, MailKind>> = {
  CONFIRMED: 'ORDER_CONFIRMED',
  SHIPPED: 'ORDER_SHIPPED',
  DELIVERED: 'ORDER_DELIVERED',
  CANCELLED: 'ORDER_CANCELLED',
};

/** A status change an order went through: the status it reached and the id of its history row. */
export interface StatusStep {
  to: BuyerOrderStatus;
  changeId: number;
}

/**
 * Queues the buyer's message about the status changes one event made, in its transaction: of
 * several steps (a shipment that confirms and ships at once), the last one the buyer is told of.
 * Each history row is one event: the same change queues its message once.
 */
export async function queueStatusMail(tx: Tx, orderNid: number, steps: readonly StatusStep[]): Promise<void> {
  const step = steps.findLast((candidate) => STATUS_KINDS[candidate.to]);
  const kind = step && STATUS_KINDS[step.to];
  if (!step || !kind) return;
  await queueBuyerMail(tx, { key: `order-status:${orderNid}:${step.changeId}`, kind, orderNid });
}
