import { Link, useLocation } from '@shop/shared/router';
import {
  SUB_CATEGORIES,
  isFilterableSlug,
  parseCatalogLocation,
  type CatalogLocation,
} from '@shop/shared/catalog-url';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';
import { categoryName } from '../category-names';
import { Breadcrumbs } from './breadcrumbs';
import styles from './catalog-page.module.css';

/** A catalogue path (spec §2): a known category key first, else not found. */
export function CatalogPage() {
  const { pathname, search } = useLocation();
  const location = parseCatalogLocation(pathname, search);
  if (!location || !isFilterableSlug(location.categorySlug)) return <NotFound />;
  return <CategoryView location={location} />;
}

function CategoryView({ location }: { location: CatalogLocation }) {
  const { categorySlug, subCategorySlug, optionSegments, filters, page, skip, limit } = location;
  const title = categoryName(subCategorySlug ?? categorySlug);
  useDocumentTitle(title, `${title} — купить в интернет-магазине «Сантехника» с доставкой по Москве.`);
  const subCategories = subCategorySlug ? [] : (SUB_CATEGORIES[categorySlug] ?? []);
  const queryFilters = Object.entries(filters);
  return (
    <div className={styles.catalog}>
      <Breadcrumbs categorySlug={categorySlug} subCategorySlug={subCategorySlug} />
      <h1>{title}</h1>
      {subCategories.length > 0 ? (
        <nav aria-label="Подкатегории">
          <ul className={styles.subCategories}>
            {subCategories.map((slug) => (
              <li key={slug}>
                <Link to={`/${categorySlug}/${slug}`}>{categoryName(slug)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="page" aria-labelledby="selection-title">
        <h2 id="selection-title">Ваш подбор</h2>
        <dl className={styles.selection}>
          <dt>Фильтры в адресе</dt>
          <dd>{optionSegments.length > 0 ? optionSegments.join(', ') : 'не выбраны'}</dd>
          <dt>Параметры</dt>
          <dd>
            {queryFilters.length > 0
              ? queryFilters.map(([key, values]) => `${key}: ${values.join(', ')}`).join('; ')
              : 'не заданы'}
          </dd>
          <dt>Страница</dt>
          <dd>
            {page} (товары с {skip + 1} по {skip + limit})
          </dd>
        </dl>
      </section>
    </div>
  );
}
