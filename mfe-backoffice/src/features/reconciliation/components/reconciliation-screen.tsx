import { Navigate, useSearchParams } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { useAddressNid } from '../../../lib/use-document-query';
import { ReconciliationPage } from './reconciliation-page';
import { ReconciliationPrint } from './reconciliation-print';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/reconciliation/:nid` (from a supplier's or buyer's card): the same page with that counterparty chosen. */
function CounterpartyStatement() {
  const nid = useAddressNid();
  const [params] = useSearchParams();
  if (!Number.isInteger(nid) || nid <= 0) return <NotFound />;
  const next = new URLSearchParams(params);
  next.set('counterparty', String(nid));
  return <Navigate replace to={`/dmn/reconciliation?${next.toString()}`} />;
}

/** `/dmn/reconciliation`: the statement of a counterparty for a period, `print` its printable form, `:nid` a counterparty's. */
export default function ReconciliationScreen() {
  return (
    <SectionRoutes
      index={<ReconciliationPage />}
      routes={{ print: <ReconciliationPrint />, ':nid': <CounterpartyStatement /> }}
    />
  );
}
