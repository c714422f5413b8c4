import { RETURN_PERIOD_DAYS } from '@shop/shared/delivery';
import { BuyerReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import styles from '../../../components/documents.module.css';
import { BuyerReturnFilters, buyerReturnFilterOf } from './buyer-return-filters';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import { useFilteredList } from '../../../lib/use-paged-query';

/** `/dmn/buyer-returns`: returns from buyers, newest first, filtered and paged in the address. */
export function BuyerReturnsList() {
  const { list, query, filtered } = useFilteredList(BuyerReturnsDocument, (list) => buyerReturnFilterOf(list.filter));
  return (
    <ListPage
      titleId="buyer-returns-title"
      title="Возвраты покупателей"
      what="возвраты покупателей"
      loadingLabel="Загружаем возвраты…"
      query={query}
      page={query.data?.buyerReturns}
      list={list}
      empty={filtered ? 'Таких возвратов нет. Измените отбор.' : 'Возвратов от покупателей пока нет.'}
      intro={
        <>
          <p className={styles.muted}>
            Возврат оформляется из проведённой отгрузки: откройте её в разделе{' '}
            <Link to="/dmn/shipments?status=POSTED">«Отгрузки»</Link> и нажмите «Оформить возврат». Товар принимается в
            течение {RETURN_PERIOD_DAYS} дней со дня отгрузки.
          </p>
          <BuyerReturnFilters value={list.filter} onChange={list.setFilters} />
        </>
      }
      columns={[
        documentColumns.link('Возврат от покупателя'),
        documentColumns.created(),
        { title: 'Покупатель', cell: (buyerReturn) => buyerReturn.buyerName },
        {
          title: 'Заказ',
          cell: (buyerReturn) => (
            <Link to={`/dmn/buyer-orders/${buyerReturn.buyerOrderNid}`}>№ {buyerReturn.orderNumber}</Link>
          ),
        },
        {
          title: 'Отгрузка',
          cell: (buyerReturn) => (
            <Link to={`/dmn/shipments/${buyerReturn.shipmentNid}`}>№ {buyerReturn.shipmentNid}</Link>
          ),
        },
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
