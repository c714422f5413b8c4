import { useQuery } from '@shop/shared/apollo';
import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import { StatusBadge } from '../../../components/status-badge';
import { QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';

/** The supplier returns written against an acceptance: drafts, posted and cancelled ones. */
export function AcceptanceReturns({ acceptanceNid }: { acceptanceNid: number }) {
  const { data, error, refetch } = useQuery(SupplierReturnsDocument, { variables: { filter: { acceptanceNid }, skip: 0, limit: 100 } });
  const returns = data?.supplierReturns.items;
  return (
    <section aria-labelledby="acceptance-returns-title">
      <h2 id="acceptance-returns-title">Возвраты поставщику по приёмке</h2>
      {error && !data ? <QueryError what="возвраты по приёмке" onRetry={() => void refetch()} /> : null}
      {returns && returns.length === 0 ? <p className={listStyles.empty}>Возвратов по этой приёмке нет.</p> : null}
      {returns && returns.length > 0 ? (
        <table className={listStyles.table}>
          <thead>
            <tr>
              <th scope="col">Документ</th>
              <th scope="col">Создан</th>
              <th scope="col">Статус</th>
              <th scope="col" className={listStyles.number}>Сумма</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((item) => (
              <tr key={item.nid}>
                <td><Link to={`/dmn/supplier-returns/${item.nid}`}>Возврат поставщику № {item.nid}</Link></td>
                <td>{formatMoment(item.createdAt)}</td>
                <td><StatusBadge status={item.status} /></td>
                <td className={listStyles.number}>{formatPrice(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
