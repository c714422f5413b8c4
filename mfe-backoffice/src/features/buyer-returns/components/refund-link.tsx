import type { BuyerReturnHeaderFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useOpensSection } from '../../../lib/use-opens-section';

/**
 * «Вернуть деньги покупателю»: a refund payment (OUT to the buyer) filled with the return's sum, for
 * the staff who may open payments (a seller hands the buyer over to the cashier).
 */
export function RefundLink({ buyerReturn }: { buyerReturn: Pick<BuyerReturnHeaderFragment, 'buyerNid' | 'total'> }) {
  const allowed = useOpensSection('payments');
  if (!allowed) return null;
  const params = new URLSearchParams({
    direction: 'OUT',
    refund: '1',
    counterparty: String(buyerReturn.buyerNid),
    amount: String(buyerReturn.total),
  });
  return (
    <Link className="button" to={`/dmn/payments/new?${params.toString()}`}>
      Вернуть деньги покупателю
    </Link>
  );
}
