import { useQuery } from '@shop/shared/apollo';
import { AcceptanceDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { QueryError } from '../../../components/list-states';
import { useAcceptanceActions } from '../api/use-acceptance-actions';
import { AcceptanceDraft } from './acceptance-draft';
import { AcceptanceLines } from './acceptance-lines';
import { AcceptanceReturns } from './acceptance-returns';

/** `/dmn/acceptance/:nid`: a draft to fill in and post, or a posted (cancelled) acceptance to read. */
export function AcceptancePage() {
  const nid = Number(useParams().nid);
  const { data, loading, error, refetch } = useQuery(AcceptanceDocument, { variables: { nid }, skip: !Number.isInteger(nid) });
  const actions = useAcceptanceActions(nid);
  useDocumentTitle(`Приёмка № ${nid}`);
  const acceptance = data?.acceptance;
  if (!Number.isInteger(nid) || (data && !acceptance)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="acceptance-title">
      <p>
        <Link to="..">← Вся приёмка</Link>
      </p>
      <h1 id="acceptance-title">Приёмка № {nid}</h1>
      {error && !data ? <QueryError what="приёмку" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем приёмку…" /> : null}
      {acceptance ? (
        <>
          <p>
            <StatusBadge status={acceptance.status} />{' '}
            <span className={styles.muted}>
              {acceptance.postedAt ? `провёл(а) ${acceptance.postedByName ?? ''} ${formatMoment(acceptance.postedAt)}` : `создал(а) ${acceptance.createdByName}`}
              {acceptance.cancelledAt ? ` · проведение отменил(а) ${acceptance.cancelledByName ?? ''} ${formatMoment(acceptance.cancelledAt)}` : ''}
            </span>
          </p>
          <p>
            Поставщик: {acceptance.supplierName} · по{' '}
            <Link to={`/dmn/supplier-orders/${acceptance.supplierOrderNid}`}>заказу поставщику № {acceptance.supplierOrderNid}</Link>
          </p>
          {actions.done ? <p className={styles.success} role="status">{actions.done}</p> : null}
          {actions.failure ? (
            <p className={styles.fieldError} role="alert">
              {actions.failure.message}
            </p>
          ) : null}
          {acceptance.status === 'DRAFT' ? (
            <AcceptanceDraft key={acceptance.nid} acceptance={acceptance} actions={actions} />
          ) : (
            <>
              <AcceptanceLines acceptance={acceptance} />
              <p className={styles.total}>Итого: {formatPrice(acceptance.total)}</p>
              {acceptance.comment ? <p>Комментарий: {acceptance.comment}</p> : null}
              {acceptance.status === 'POSTED' ? (
                <div className={styles.actions}>
                  <button type="button" className="button" disabled={actions.busy} onClick={() => void actions.startReturn()}>
                    Оформить возврат поставщику
                  </button>
                  <button type="button" className="button button--secondary" disabled={actions.busy} onClick={() => void actions.cancel()}>
                    Отменить проведение
                  </button>
                </div>
              ) : null}
              <AcceptanceReturns acceptanceNid={acceptance.nid} />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
