import { useMemo } from 'react';
import { canPerform } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { BackofficeProductsDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { useListParams } from '../../../lib/use-list-params';
import { useProductCatalogue } from '../api/use-product-catalogue';
import { categoryOptions } from '../../../lib/category-options';
import { ProductListFilters } from './product-list-filters';
import { ProductTable } from './product-table';
import { PriceListExport } from './price-list-export';

/** `/dmn/products`: every product, discontinued too, with search, a category filter and pages. */
export default function ProductListPage() {
  useDocumentTitle('Товары');
  const canEdit = useShopStore((roles) => canPerform(roles, 'editProducts'));
  const { page, skip, limit, filter, setFilters, setPage } = useListParams();
  const search = filter('q');
  const category = filter('category');
  const categoryNid = /^\d+$/.test(category) ? Number(category) : null;
  const { categories } = useProductCatalogue();
  const choices = useMemo(() => categoryOptions(categories), [categories]);
  const categoryNames = useMemo(() => new Map(choices.map((choice) => [choice.nid, choice.label])), [choices]);
  const { data, loading, error, refetch } = useQuery(BackofficeProductsDocument, {
    variables: { search: search || null, categoryNid, skip, limit },
  });
  const list = data?.backofficeProducts;

  return (
    <section className="page" aria-labelledby="products-title">
      <h1 id="products-title">Товары</h1>
      {canEdit ? (
        <p>
          <Link className="button" to="/dmn/products/add">
            Добавить товар
          </Link>
        </p>
      ) : null}
      <ProductListFilters search={search} categoryNid={category} categories={choices} onChange={setFilters} />
      <PriceListExport search={search} categoryNid={categoryNid} filtered={Boolean(search) || categoryNid !== null} />
      {error && !list ? <QueryError what="товары" onRetry={() => void refetch()} /> : null}
      {loading && !list ? <LoadingView label="Загружаем товары…" /> : null}
      {list && list.items.length === 0 ? (
        <EmptyList>
          {search || categoryNid !== null
            ? 'Ничего не нашлось. Измените запрос или выберите другую категорию.'
            : 'Товаров пока нет.'}
        </EmptyList>
      ) : null}
      {list && list.items.length > 0 ? (
        <>
          <ProductTable products={list.items} categoryNames={categoryNames} />
          <ListPager total={list.total} page={page} pageSize={limit} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
