import type { AcceptanceFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { SignedStatus } from '../../../components/document-history';
import { useAcceptanceActions } from '../api/use-acceptance-actions';
import { AcceptanceDraft } from './acceptance-draft';
import { AcceptanceLines } from './acceptance-lines';
import { AcceptanceReturns } from './acceptance-returns';
import { DocumentComment, DraftOrPosted, PostedSteps } from '../../../components/document-page';
import { LocationLine } from '../../../components/stock-location';

/** `/dmn/acceptance/:nid`: a draft to fill in and post, or a posted (cancelled) acceptance to read. */
export function AcceptanceView({ acceptance }: { acceptance: AcceptanceFieldsFragment }) {
  const actions = useAcceptanceActions(acceptance.nid);
  return (
    <>
      <SignedStatus document={acceptance} status={acceptance.status} />
      <p>
        Поставщик: {acceptance.supplierName} · по{' '}
        <Link to={`/dmn/supplier-orders/${acceptance.supplierOrderNid}`}>
          заказу поставщику № {acceptance.supplierOrderNid}
        </Link>
      </p>
      <DraftOrPosted document={acceptance} actions={actions} draft={AcceptanceDraft}>
        <LocationLine label="Принято в" location={acceptance.location} />
        <AcceptanceLines acceptance={acceptance} />
        <p className={styles.total}>Итого: {formatPrice(acceptance.total)}</p>
        <DocumentComment comment={acceptance.comment} />
        <PostedSteps status={acceptance.status} actions={actions}>
          <button type="button" className="button" disabled={actions.busy} onClick={() => void actions.startReturn()}>
            Оформить возврат поставщику
          </button>
        </PostedSteps>
        <AcceptanceReturns acceptanceNid={acceptance.nid} />
      </DraftOrPosted>
    </>
  );
}
