import { useQuery } from '@shop/shared/apollo';
import { DELIVERY_METHODS } from '@shop/shared/delivery';
import { ShipmentDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import { BuyerReturnsOf } from '../../../components/buyer-returns-of';
import styles from '../../../components/documents.module.css';
import { StartBuyerReturn } from '../../../components/start-buyer-return';
import { StatusBadge } from '../../../components/status-badge';
import { QueryError } from '../../../components/list-states';
import { useShipmentActions } from '../api/use-shipment-actions';
import { ShipmentDelivery } from './shipment-delivery';
import { ShipmentDraft } from './shipment-draft';
import { ShipmentLines } from './shipment-lines';

/** `/dmn/shipments/:nid`: a draft to fill in and post, or a posted (cancelled) shipment to read and print. */
export function ShipmentPage() {
  const nid = Number(useParams().nid);
  const { data, loading, error, refetch } = useQuery(ShipmentDocument, { variables: { nid }, skip: !Number.isInteger(nid) });
  const actions = useShipmentActions(nid);
  useDocumentTitle(`Отгрузка № ${nid}`);
  const shipment = data?.shipment;
  if (!Number.isInteger(nid) || (data && !shipment)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="shipment-title">
      <p>
        <Link to="..">← Все отгрузки</Link>
      </p>
      <h1 id="shipment-title">Отгрузка № {nid}</h1>
      {error && !data ? <QueryError what="отгрузку" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Загружаем отгрузку…" /> : null}
      {shipment ? (
        <>
          <p>
            <StatusBadge status={shipment.status} />{' '}
            <span className={styles.muted}>
              создал(а) {shipment.createdByName} {formatMoment(shipment.createdAt)}
              {shipment.postedAt ? ` · провёл(а) ${shipment.postedByName ?? ''} ${formatMoment(shipment.postedAt)}` : ''}
              {shipment.cancelledAt ? ` · проведение отменил(а) ${shipment.cancelledByName ?? ''} ${formatMoment(shipment.cancelledAt)}` : ''}
            </span>
          </p>
          <p>
            Покупатель: {shipment.buyerName}, {shipment.phone} · по <Link to={`/dmn/buyer-orders/${shipment.buyerOrderNid}`}>заказу № {shipment.orderNumber}</Link>
          </p>
          <p>
            {DELIVERY_METHODS[shipment.delivery]}
            {shipment.address ? `: ${shipment.address}` : ''}
          </p>
          {actions.done ? <p className={styles.success} role="status">{actions.done}</p> : null}
          {actions.failure ? <p className={styles.fieldError} role="alert">{actions.failure.message}</p> : null}
          {shipment.status === 'DRAFT' ? (
            <ShipmentDraft key={shipment.nid} shipment={shipment} actions={actions} />
          ) : (
            <>
              <ShipmentLines shipment={shipment} />
              <p className={styles.total}>
                Товары: {formatPrice(shipment.goodsTotal)}
                {shipment.deliveryCost > 0 ? ` · доставка: ${formatPrice(shipment.deliveryCost)}` : ''} · итого: {formatPrice(shipment.total)}
              </p>
              {shipment.comment ? <p>Комментарий: {shipment.comment}</p> : null}
              <div className={styles.actions}>
                <Link className="button" to="print">Расходная накладная</Link>
                {shipment.status === 'POSTED' ? <StartBuyerReturn shipmentNid={shipment.nid} /> : null}
                {shipment.status === 'POSTED' ? (
                  <button type="button" className="button button--secondary" disabled={actions.busy} onClick={() => void actions.cancel()}>
                    Отменить проведение
                  </button>
                ) : null}
              </div>
              <BuyerReturnsOf filter={{ shipmentNid: shipment.nid }} of="по отгрузке" />
            </>
          )}
          <ShipmentDelivery shipment={shipment} />
        </>
      ) : null}
    </section>
  );
}
