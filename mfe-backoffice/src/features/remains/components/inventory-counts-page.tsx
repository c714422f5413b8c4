import { canPerform } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { InventoryCountsDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { useDocumentTitle } from '@shop/shared/ui';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryStates } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { formatMoment } from '../../../lib/dates';
import styles from './remains.module.css';
import { DataTable } from '../../../components/data-table';

/** `/dmn/remains/counts`: posted inventory counts, newest first. */
export function InventoryCountsPage() {
  useDocumentTitle('Инвентаризации');
  const list = useListParams();
  const canCount = useShopStore((roles) => canPerform(roles, 'countStock'));
  const { data, loading, error, refetch } = useQuery(InventoryCountsDocument, {
    variables: { skip: list.skip, limit: list.limit },
  });
  const counts = data?.inventoryCounts;
  return (
    <section className="page" aria-labelledby="counts-title">
      <p>
        <Link to="..">← Все остатки</Link>
      </p>
      <h1 id="counts-title">Инвентаризации</h1>
      {canCount ? (
        <div className={styles.actions}>
          <Link className="button" to="new">
            Провести инвентаризацию
          </Link>
        </div>
      ) : null}
      <QueryStates query={{ data, loading, error, refetch }} what="документы инвентаризации" />
      {counts && counts.items.length === 0 ? <EmptyList>Инвентаризаций ещё не проводили.</EmptyList> : null}
      {counts && counts.items.length > 0 ? (
        <DataTable
          rows={counts.items}
          rowKey={(count) => count.id}
          columns={[
            { title: 'Документ', cell: (count) => <Link to={String(count.id)}>Инвентаризация № {count.id}</Link> },
            { title: 'Проведена', cell: (count) => formatMoment(count.postedAt) },
            { title: 'Провёл', cell: (count) => count.postedByName },
            { title: 'Товаров', number: true, cell: (count) => count.lineCount },
            { title: 'Комментарий', cell: (count) => count.comment ?? '' },
          ]}
        />
      ) : null}
      {counts ? <ListPager total={counts.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
