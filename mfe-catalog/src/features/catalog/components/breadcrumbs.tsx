import { Link } from '@shop/shared/router';
import { categoryName } from '../category-names';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  categorySlug: string;
  subCategorySlug?: string | null;
}

/** Главная › Category › Sub-category; the last crumb is the current page. */
export function Breadcrumbs({ categorySlug, subCategorySlug }: BreadcrumbsProps) {
  return (
    <nav aria-label="Навигационная цепочка">
      <ol className={styles.crumbs}>
        <li>
          <Link to="/">Главная</Link>
        </li>
        <li>
          {subCategorySlug ? (
            <Link to={`/${categorySlug}`}>{categoryName(categorySlug)}</Link>
          ) : (
            <span aria-current="page">{categoryName(categorySlug)}</span>
          )}
        </li>
        {subCategorySlug ? (
          <li>
            <span aria-current="page">{categoryName(subCategorySlug)}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
