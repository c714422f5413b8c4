import { RETURN_PERIOD_DAYS } from '@shop/shared/delivery';
import { BuyerReturnsDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { buyerReturnFilterOf, buyerReturnFilters } from './buyer-return-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** `/dmn/buyer-returns`: returns from buyers, newest first, filtered and paged in the address. */
export function BuyerReturnsList() {
  return (
    <ListPage
      kind="buyerReturn"
      source={{ document: BuyerReturnsDocument, filterOf: buyerReturnFilterOf }}
      hint={
        <>
          Возврат оформляется из проведённой отгрузки: откройте её в разделе{' '}
          <Link to="/dmn/shipments?status=POSTED">«Отгрузки»</Link> и нажмите «Оформить возврат». Товар принимается в
          течение {RETURN_PERIOD_DAYS} дней со дня отгрузки.
        </>
      }
      filters={buyerReturnFilters}
      framed
      columns={[
        documentColumns.text('Покупатель', 'buyerName'),
        documentColumns.reference('Заказ', 'buyer-orders', 'buyerOrderNid', 'orderNumber'),
        documentColumns.reference('Отгрузка', 'shipments', 'shipmentNid'),
      ]}
    />
  );
}
