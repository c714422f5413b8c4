import { useQuery } from '@shop/shared/apollo';
import { BuyerReturnDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { QueryError } from '../../../components/list-states';
import { useBuyerReturnActions } from '../api/use-buyer-return-actions';
import { BuyerReturnDraft } from './buyer-return-draft';
import { BuyerReturnFacts } from './buyer-return-facts';
import { BuyerReturnLines } from './buyer-return-lines';
import { RefundLink } from './refund-link';

/** `/dmn/buyer-returns/:nid`: a draft to fill in and post, or a posted (cancelled) return to read. */
export function BuyerReturnPage() {
  const param = useParams().nid ?? '';
  const nid = /^\d{1,9}$/.test(param) ? Number(param) : NaN;
  const { data, loading, error, refetch } = useQuery(BuyerReturnDocument, { variables: { nid }, skip: !Number.isInteger(nid) });
  const actions = useBuyerReturnActions(nid);
  useDocumentTitle(`Возврат от покупателя № ${param}`);
  const buyerReturn = data?.buyerReturn;
  if (!Number.isInteger(nid) || (data && !buyerReturn)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="buyer-return-title">
      <p>
        <Link to="..">← Все возвраты покупателей</Link>
      </p>
      <h1 id="buyer-return-title">Возврат от покупателя № {nid}</h1>
      {error && !data ? <QueryError what="возврат от покупателя" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем возврат…" /> : null}
      {buyerReturn ? (
        <>
          <p>
            <StatusBadge status={buyerReturn.status} />
          </p>
          <BuyerReturnFacts buyerReturn={buyerReturn} />
          {actions.done ? <p className={styles.success} role="status">{actions.done}</p> : null}
          {actions.failure ? (
            <p className={styles.fieldError} role="alert">
              {actions.failure.message}
            </p>
          ) : null}
          {buyerReturn.status === 'DRAFT' ? (
            <BuyerReturnDraft key={buyerReturn.nid} buyerReturn={buyerReturn} actions={actions} />
          ) : (
            <>
              <BuyerReturnLines buyerReturn={buyerReturn} />
              <p className={styles.total}>Итого к возврату покупателю: {formatPrice(buyerReturn.total)}</p>
              {buyerReturn.comment ? <p>Комментарий: {buyerReturn.comment}</p> : null}
              {buyerReturn.status === 'POSTED' ? (
                <div className={styles.actions}>
                  <RefundLink buyerReturn={buyerReturn} />
                  <button type="button" className="button button--secondary" disabled={actions.busy} onClick={() => void actions.cancel()}>
                    Отменить проведение
                  </button>
                </div>
              ) : null}
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
