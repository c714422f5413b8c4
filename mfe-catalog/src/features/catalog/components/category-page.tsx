import { useState } from 'react';
import { catalogPageQueries } from '@shop/shared/page-data';
import { CombinedGraphQLErrors, useQuery } from '@shop/shared/apollo';
import { withPage, type CatalogLocation } from '@shop/shared/catalog-url';
import { FilterCountAllDocument, GetCategoryDocument, GetProductsDocument } from '@shop/shared/graphql';
import { Link, useLocation } from '@shop/shared/router';
import { GOODS, LoadingView, NotFound, plural, useDocumentTitle } from '@shop/shared/ui';
import { FIRST_SCREEN_TILES, ProductGrid } from '../../../components/product/product-grid';
import { useFilterIntents, type FilterIntents } from '../hooks/use-filter-intents';
import { AppliedFilters } from './applied-filters';
import { Breadcrumbs } from './breadcrumbs';
import { FilterPanel } from './filter-panel';
import type { FilterEntry } from '../filter-entry';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import { SubCategories } from './sub-categories';
import styles from './category-page.module.css';

const NO_ENTRIES: FilterEntry[] = [];

/** An unknown category or filter value: the answer is not-found, nothing to log. */
const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.every((item) => item.extensions?.code === 'NOT_FOUND');

/**
 * A category or sub-category with its filters, sort, 18 products a page and page links. The
 * list, the category and (for filterable slugs) the filter counts load side by side; a failed
 * list or an unknown category shows not-found (requirements §2, §8), a failed filter panel is only
 * logged.
 */
export function CategoryPage({ location }: { location: CatalogLocation }) {
  const { pathname, search } = useLocation();
  // The same variables the shell may already have sent (@shop/shared/page-data).
  const variables = catalogPageQueries(location, search);
  const category = useQuery(GetCategoryDocument, { variables: variables.category });
  const products = useQuery(GetProductsDocument, { variables: variables.products });
  const counts = useQuery(FilterCountAllDocument, {
    variables: variables.counts ?? {},
    skip: variables.counts === null,
  });
  if (counts.error && !isNotFound(counts.error)) console.error('filterCountAll failed', counts.error);
  const entries = (counts.data ?? counts.previousData)?.filterCountAll ?? NO_ENTRIES;
  // Counts of this address are on screen (or it has none): a change may go out from them.
  const intents = useFilterIntents(entries, variables.counts === null || counts.data !== undefined);

  // While a new filter or page loads, the previous answer stays on screen (no jump, no spinner).
  const found = (category.data ?? category.previousData)?.category;
  const list = products.data ?? products.previousData;
  useDocumentTitle(
    found?.rusName ?? 'Каталог',
    found
      ? `${found.rusName}: цены, фото и характеристики. Купить в интернет-магазине «Сантехника» с доставкой по Москве.`
      : undefined,
  );
  if (products.error || category.error || (category.data && !category.data.category)) {
    for (const error of [products.error, category.error]) {
      if (error && !isNotFound(error)) console.error('catalogue query failed', error);
    }
    return <NotFound />;
  }
  if (!found || !list) return <LoadingView label="Загружаем каталог…" />;

  const total = list.productsCount;
  const pageCount = Math.max(1, Math.ceil(total / location.limit));
  const resetUrl = found.url;
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={found.parent ? [found.parent] : []} current={found.rusName} />
      <header className={styles.header}>
        <h1>{found.rusName}</h1>
        <p className={styles.muted}>
          {total} {plural(total, GOODS)}
        </p>
      </header>
      <SubCategories
        category={found}
        counts={entries.find((entry) => entry.valTypeCat === 'category')?.internalCat ?? null}
      />
      <div className={styles.layout}>
        <aside className={styles.filters}>
          <FiltersToggle entries={entries} intents={intents} />
        </aside>
        <section className={styles.results} aria-label="Список товаров" aria-busy={products.loading}>
          <div className={styles.toolbar}>
            <AppliedFilters entries={entries} resetUrl={resetUrl} />
            <SortSelect className={styles.sort} intents={intents} />
          </div>
          {list.products.length > 0 ? (
            <ProductGrid
              products={list.products}
              label={`Товары: ${found.rusName}`}
              cardFields={found.valuesToShowInCatalogCards}
              firstScreen={FIRST_SCREEN_TILES}
            />
          ) : (
            <EmptyResult resetUrl={resetUrl} beyondLastPage={total > 0} firstPage={withPage(pathname, search, 1)} />
          )}
          <Pagination page={location.page} pageCount={pageCount} href={(page) => withPage(pathname, search, page)} />
        </section>
      </div>
    </div>
  );
}

/**
 * On a phone the panel waits behind a «Фильтры» button: it would push the products down when
 * its counts arrive, and it is long. On wider screens it is always open beside the list.
 */
function FiltersToggle({ entries, intents }: { entries: FilterEntry[]; intents: FilterIntents }) {
  const [open, setOpen] = useState(false);
  const applied = entries.filter((entry) => entry.dilemma && entry.valTypeCat !== 'category').length;
  return (
    <>
      <button
        type="button"
        className={`button button--secondary ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls="catalog-filters"
        onClick={() => setOpen(!open)}
      >
        Фильтры{applied > 0 ? ` (${applied})` : ''}
      </button>
      <div id="catalog-filters" className={open ? undefined : styles.filtersClosed}>
        <FilterPanel entries={entries} intents={intents} />
      </div>
    </>
  );
}

function EmptyResult({
  resetUrl,
  beyondLastPage,
  firstPage,
}: {
  resetUrl: string;
  beyondLastPage: boolean;
  firstPage: string;
}) {
  return (
    <section className={`page ${styles.empty}`} aria-labelledby="empty-title">
      <h2 id="empty-title">{beyondLastPage ? 'На этой странице товаров нет' : 'Ничего не нашлось'}</h2>
      {beyondLastPage ? (
        <p>
          Страниц меньше, чем в адресе. <Link to={firstPage}>Перейти на первую страницу</Link>
        </p>
      ) : (
        <p>
          Под выбранные фильтры не подходит ни один товар. Уберите часть фильтров или{' '}
          <Link to={resetUrl}>сбросьте все</Link>.
        </p>
      )}
    </section>
  );
}
