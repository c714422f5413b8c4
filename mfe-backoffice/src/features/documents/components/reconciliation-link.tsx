import { backofficeSectionOf, canOpenSection } from '@shop/shared/access';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';

const RECONCILIATION = backofficeSectionOf('reconciliation');

/** «Акт сверки» of a supplier or buyer, for the staff who may open the statements (a seller sees buyers, not money). */
export function ReconciliationLink({ counterpartyNid }: { counterpartyNid: number }) {
  const allowed = useShopStore((roles) => RECONCILIATION !== undefined && canOpenSection(roles, RECONCILIATION));
  return allowed ? <Link to={`/dmn/reconciliation/${counterpartyNid}`}>Акт сверки</Link> : null;
}
