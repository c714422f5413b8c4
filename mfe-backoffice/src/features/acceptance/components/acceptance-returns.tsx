import { useQuery } from '@shop/shared/apollo';
import { SupplierReturnsDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatMoment } from '../../../lib/dates';
import { StatusBadge } from '../../../components/status-badge';
import { QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { DataTable } from '../../../components/data-table';

/** The supplier returns written against an acceptance: drafts, posted and cancelled ones. */
export function AcceptanceReturns({ acceptanceNid }: { acceptanceNid: number }) {
  const { data, error, refetch } = useQuery(SupplierReturnsDocument, {
    variables: { filter: { acceptanceNid }, skip: 0, limit: 100 },
  });
  const returns = data?.supplierReturns.items;
  return (
    <section aria-labelledby="acceptance-returns-title">
      <h2 id="acceptance-returns-title">Возвраты поставщику по приёмке</h2>
      {error && !data ? <QueryError what="возвраты по приёмке" onRetry={() => void refetch()} /> : null}
      {returns && returns.length === 0 ? <p className={listStyles.empty}>Возвратов по этой приёмке нет.</p> : null}
      {returns && returns.length > 0 ? (
        <DataTable
          rows={returns}
          rowKey={(item) => item.nid}
          wrap={false}
          columns={[
            {
              title: 'Документ',
              cell: (item) => <Link to={`/dmn/supplier-returns/${item.nid}`}>Возврат поставщику № {item.nid}</Link>,
            },
            { title: 'Создан', cell: (item) => formatMoment(item.createdAt) },
            { title: 'Статус', cell: (item) => <StatusBadge status={item.status} /> },
            { title: 'Сумма', number: true, cell: (item) => formatPrice(item.total) },
          ]}
        />
      ) : null}
    </section>
  );
}
