import { useQuery } from '@shop/shared/apollo';
import { BuyerReturnsDocument, type BuyerReturnFilter } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import listStyles from './list.module.css';
import { formatMoment } from '../lib/dates';
import { StatusBadge } from './status-badge';
import { useOpensSection } from '../lib/use-opens-section';

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
  const returns = useQuery(BuyerReturnsDocument, { variables: { filter, skip: 0, limit: 100 } }).data?.buyerReturns.items;
  if (!returns?.length) return null;
  return (
    <section aria-labelledby="buyer-returns-of-title">
      <h2 id="buyer-returns-of-title">Возвраты от покупателя {of}</h2>
      <table className={listStyles.table}>
        <thead>
          <tr>
            <th scope="col">Документ</th>
            <th scope="col">Создан</th>
            <th scope="col">Отгрузка</th>
            <th scope="col">Статус</th>
            <th scope="col" className={listStyles.number}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {returns.map((item) => (
            <tr key={item.nid}>
              <td><Link to={`/dmn/buyer-returns/${item.nid}`}>Возврат от покупателя № {item.nid}</Link></td>
              <td>{formatMoment(item.createdAt)}</td>
              <td><Link to={`/dmn/shipments/${item.shipmentNid}`}>№ {item.shipmentNid}</Link></td>
              <td><StatusBadge status={item.status} /></td>
              <td className={listStyles.number}>{formatPrice(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
