import { useQuery } from '@shop/shared/apollo';
import { StockHistoryDocument } from '../../../lib/graphql/operations.generated';
import { Link, useParams } from '@shop/shared/router';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';
import { addressNid } from '@shop/shared/routes';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryStates } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import styles from './remains.module.css';
import { ProductSupply } from './product-supply';
import { StockMovesTable } from './stock-moves-table';

/** `/dmn/remains/:nid`: a product's stock now, its supply and reservations, and every move that made it, newest first. */
export function StockHistoryPage() {
  const { nid: nidText = '' } = useParams();
  const nid = addressNid(nidText);
  const list = useListParams();
  const { data, loading, error, refetch } = useQuery(StockHistoryDocument, {
    variables: { nid: nid ?? 0, skip: list.skip, limit: list.limit },
    skip: nid === null,
  });
  const history = data?.stockHistory;
  useDocumentTitle(history ? `Остатки: ${history.product.name}` : 'Движение товара');
  if (nid === null || (data && !history)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="history-title">
      <p>
        <Link to="..">← Все остатки</Link>
      </p>
      <QueryStates
        query={{ data, loading, error, refetch }}
        what="движение товара"
        loadingLabel="Загружаем движение товара…"
      />
      {history ? (
        <>
          <h1 id="history-title">{history.product.name}</h1>
          <p>
            Артикул {history.product.vendorCode} · {history.product.categoryName}
          </p>
          <ProductSupply product={history.product} />
          <h2>Движение товара</h2>
          {history.items.length === 0 ? (
            <EmptyList>Движений по товару ещё не было.</EmptyList>
          ) : (
            <StockMovesTable moves={history.items} />
          )}
          <ListPager total={history.total} page={list.page} pageSize={list.limit} onPage={list.setPage} />
          <p className={styles.muted}>
            Остаток складывается из движений и вручную не меняется: расхождение исправляет инвентаризация.
          </p>
        </>
      ) : null}
    </section>
  );
}
