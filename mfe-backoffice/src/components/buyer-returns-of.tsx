import { useQuery } from '@shop/shared/apollo';
import { BuyerReturnsDocument, type BuyerReturnFilter } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatMoment } from '../lib/dates';
import { StatusBadge } from './status-badge';
import { useOpensSection } from '../lib/use-opens-section';
import { DataTable } from './data-table';

export interface BuyerReturnsOfProps {
  /** A shipment's returns, or a buyer order's. */
  filter: Pick<BuyerReturnFilter, 'shipmentNid' | 'buyerOrderNid'>;
  /** «по отгрузке», «по заказу». */
  of: string;
}

/** The buyer returns of a shipment or an order, for staff who open «Возвраты покупателей». */
export function BuyerReturnsOf(props: BuyerReturnsOfProps) {
  const allowed = useOpensSection('buyer-returns');
  return allowed ? <BuyerReturnsSection {...props} /> : null;
}

/**
 * Drafts, posted and cancelled returns, each a link to it. Returns are rare: the section stays
 * out of the way (nothing at all, not even a load failure) until there is one to show.
 */
function BuyerReturnsSection({ filter, of }: BuyerReturnsOfProps) {
  const returns = useQuery(BuyerReturnsDocument, { variables: { filter, skip: 0, limit: 100 } }).data?.buyerReturns
    .items;
  if (!returns?.length) return null;
  return (
    <section aria-labelledby="buyer-returns-of-title">
      <h2 id="buyer-returns-of-title">Возвраты от покупателя {of}</h2>
      <DataTable
        rows={returns}
        rowKey={(item) => item.nid}
        wrap={false}
        columns={[
          {
            title: 'Документ',
            cell: (item) => <Link to={`/dmn/buyer-returns/${item.nid}`}>Возврат от покупателя № {item.nid}</Link>,
          },
          { title: 'Создан', cell: (item) => formatMoment(item.createdAt) },
          {
            title: 'Отгрузка',
            cell: (item) => <Link to={`/dmn/shipments/${item.shipmentNid}`}>№ {item.shipmentNid}</Link>,
          },
          { title: 'Статус', cell: (item) => <StatusBadge status={item.status} /> },
          { title: 'Сумма', number: true, cell: (item) => formatPrice(item.total) },
        ]}
      />
    </section>
  );
}
