import { canPerform } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { RemainsDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { useDocumentTitle } from '@shop/shared/ui';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryStates } from '../../../components/list-states';
import { useRemainsFilters } from '../hooks/use-remains-filters';
import { CountStockNote } from './count-stock-note';
import { RemainsFilters } from './remains-filters';
import styles from './remains.module.css';
import { RemainsTable } from './remains-table';

/** `/dmn/remains`: every product with its stock, filtered and paged in the address. */
export function RemainsList() {
  useDocumentTitle('Остатки');
  const filters = useRemainsFilters();
  const canCount = useShopStore((roles) => canPerform(roles, 'countStock'));
  const { data, loading, error, refetch } = useQuery(RemainsDocument, { variables: filters.variables });
  const remains = data?.remains;
  return (
    <section className="page" aria-labelledby="remains-title">
      <h1 id="remains-title">Остатки</h1>
      <div className={styles.actions}>
        {canCount ? (
          <Link className="button" to="counts/new">
            Провести инвентаризацию
          </Link>
        ) : null}
        <Link to="counts">Документы инвентаризации</Link>
      </div>
      {canCount ? null : <CountStockNote />}
      <RemainsFilters filters={filters} />
      <QueryStates query={{ data, loading, error, refetch }} what="остатки" />
      {remains && remains.items.length === 0 ? (
        <EmptyList>
          {filters.filtered ? 'Таких товаров нет. Измените поиск или фильтры.' : 'В каталоге пока нет товаров.'}
        </EmptyList>
      ) : null}
      {remains && remains.items.length > 0 ? <RemainsTable items={remains.items} /> : null}
      {remains ? (
        <ListPager
          total={remains.total}
          page={filters.list.page}
          pageSize={filters.list.limit}
          onPage={filters.list.setPage}
        />
      ) : null}
    </section>
  );
}
