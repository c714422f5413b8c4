import { Link } from '@shop/shared/router';
import { useOpensSection } from '../lib/use-opens-section';

/** «Акт сверки» of a supplier or buyer, for the staff who may open the statements (a seller sees buyers, not money). */
export function ReconciliationLink({ counterpartyNid }: { counterpartyNid: number }) {
  const allowed = useOpensSection('reconciliation');
  return allowed ? <Link to={`/dmn/reconciliation/${counterpartyNid}`}>Акт сверки</Link> : null;
}
