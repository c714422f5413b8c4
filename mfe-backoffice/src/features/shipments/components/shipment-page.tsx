import { DELIVERY_METHODS } from '@shop/shared/delivery';
import type { ShipmentFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { BuyerReturnsOf } from '../../../components/buyer-returns-of';
import styles from '../../../components/documents.module.css';
import { SignedStatus } from '../../../components/document-history';
import { StartBuyerReturn } from '../../../components/start-buyer-return';
import { useShipmentActions } from '../api/use-shipment-actions';
import { ShipmentDelivery } from './shipment-delivery';
import { ShipmentDraft } from './shipment-draft';
import { ShipmentLines } from './shipment-lines';
import { CancelPosting, DocumentComment, DraftOrPosted } from '../../../components/document-page';
import { LocationLine } from '../../../components/stock-location';

/** `/dmn/shipments/:nid`: a draft to fill in and post, or a posted (cancelled) shipment to read and print. */
export function ShipmentView({ shipment }: { shipment: ShipmentFieldsFragment }) {
  const actions = useShipmentActions(shipment.nid);
  return (
    <>
      <SignedStatus document={shipment} status={shipment.status} every />
      <p>
        Покупатель: {shipment.buyerName}, {shipment.phone} · по{' '}
        <Link to={`/dmn/buyer-orders/${shipment.buyerOrderNid}`}>заказу № {shipment.orderNumber}</Link>
      </p>
      <p>
        {DELIVERY_METHODS[shipment.delivery]}
        {shipment.address ? `: ${shipment.address}` : ''}
      </p>
      <DraftOrPosted document={shipment} actions={actions} draft={ShipmentDraft}>
        <LocationLine label="Отгружено из" location={shipment.location} />
        <ShipmentLines shipment={shipment} />
        <p className={styles.total}>
          Товары: {formatPrice(shipment.goodsTotal)}
          {shipment.deliveryCost > 0 ? ` · доставка: ${formatPrice(shipment.deliveryCost)}` : ''} · итого:{' '}
          {formatPrice(shipment.total)}
        </p>
        <DocumentComment comment={shipment.comment} />
        <div className={styles.actions}>
          <Link className="button" to="print">
            Расходная накладная
          </Link>
          {shipment.status === 'POSTED' ? <StartBuyerReturn shipmentNid={shipment.nid} /> : null}
          {shipment.status === 'POSTED' ? <CancelPosting actions={actions} /> : null}
        </div>
        <BuyerReturnsOf filter={{ shipmentNid: shipment.nid }} of="по отгрузке" />
      </DraftOrPosted>
      <ShipmentDelivery shipment={shipment} />
    </>
  );
}
