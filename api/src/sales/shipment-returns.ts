import { buyerReturns } from '../db/returns-schema';
import { badUserInput } from '../core/errors';
import type { Tx } from '../core/transaction';
import { firstPostedNid } from '../documents/document-posting';

/**
 * Cancelling a shipment is refused while a posted buyer return of its goods stands: the return
 * has already put them back into stock and owes the buyer for them, so a cancellation would count
 * them twice. The caller holds the shipment's row; a return locks it before posting, so none can
 * slip in after this look.
 */
export async function refuseWhileReturned(tx: Tx, shipmentNid: number): Promise<void> {
  const standing = await firstPostedNid(tx, buyerReturns, buyerReturns.shipmentNid, shipmentNid);
  if (standing) {
    throw badUserInput(
      `Нельзя отменить проведение отгрузки № ${shipmentNid}: по ней проведён возврат от покупателя № ${standing}. Сначала отмените проведение возврата № ${standing}`,
      { buyerReturnNid: standing },
    );
  }
}
