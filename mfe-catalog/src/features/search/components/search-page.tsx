import { useQuery } from '@shop/shared/apollo';
import { pageFromSearch, CATALOG_PAGE_SIZE, skipForPage, withPage } from '@shop/shared/catalog-url';
import { SearchProductsDocument } from '../../../lib/graphql/operations.generated';
import { Link, useLocation } from '@shop/shared/router';
import { GOODS, LoadingView, plural, useDocumentTitle } from '@shop/shared/ui';
import { Pagination } from '../../catalog/components/pagination';
import { FIRST_SCREEN_TILES, ProductGrid } from '../../../components/product/product-grid';
import styles from './search-page.module.css';

/** `/search?q=`: ranked results of the API's Russian search, 18 a page. */
export function SearchPage() {
  const { pathname, search } = useLocation();
  const query = (new URLSearchParams(search).get('q') ?? '').trim();
  const page = pageFromSearch(search);
  useDocumentTitle(query ? `Поиск: ${query}` : 'Поиск', 'Поиск по каталогу магазина «Сантехника».');
  const { data, error } = useQuery(SearchProductsDocument, {
    variables: { q: query, skip: skipForPage(page), limit: CATALOG_PAGE_SIZE },
    skip: query === '',
  });
  if (query === '') {
    return (
      <section className="page">
        <h1>Поиск</h1>
        <p>Введите в строке поиска название товара, бренд, коллекцию или артикул.</p>
      </section>
    );
  }
  if (error) {
    return (
      <section className="page" role="alert">
        <h1>Поиск не удался</h1>
        <p>Сервер не ответил. Попробуйте ещё раз через минуту.</p>
      </section>
    );
  }
  if (!data) return <LoadingView label="Ищем…" />;
  const { total, items, correctedQuery } = data.search;
  return (
    <div className={styles.page}>
      <h1>Поиск: «{query}»</h1>
      {correctedQuery ? (
        <p className={styles.note}>
          По запросу «{query}» ничего не нашлось. Показаны результаты по запросу «{correctedQuery}».
        </p>
      ) : null}
      {total === 0 ? (
        <section className="page" aria-labelledby="nothing-found">
          <h2 id="nothing-found">Ничего не нашлось</h2>
          <p>Проверьте написание или поищите по-другому: например, по бренду или артикулу.</p>
          <p>
            <Link to="/">Перейти в каталог</Link>
          </p>
        </section>
      ) : (
        <>
          <p className={styles.note}>
            Найдено {total} {plural(total, GOODS)}
          </p>
          <ProductGrid products={items} label={`Результаты поиска: ${query}`} firstScreen={FIRST_SCREEN_TILES} />
          <Pagination
            page={page}
            pageCount={Math.ceil(total / CATALOG_PAGE_SIZE)}
            href={(number) => withPage(pathname, search, number)}
          />
        </>
      )}
    </div>
  );
}
