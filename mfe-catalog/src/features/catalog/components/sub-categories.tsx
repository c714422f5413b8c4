import type { GetCategoryQuery } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import type { FilterEntry } from '../filter-entry';
import styles from './category-page.module.css';

type Category = NonNullable<GetCategoryQuery['category']>;

export interface SubCategoriesProps {
  category: Category;
  /** Counts under the current filters (internalCat), once the filter counts have loaded. */
  counts: FilterEntry['internalCat'];
}

/**
 * Links to the sub-categories of the page's top category (or to its siblings on a
 * sub-category page), each with how many goods it has under the current filters.
 */
export function SubCategories({ category, counts }: SubCategoriesProps) {
  const links = category.parent ? category.parent.children : category.children;
  if (links.length === 0) return null;
  return (
    <nav aria-label="Подкатегории">
      <ul className={styles.subCategories}>
        {links.map((child) => {
          const count = counts?.find((item) => item.nid === child.nid)?.count;
          return (
            <li key={child.nid}>
              <Link
                to={counts?.find((item) => item.nid === child.nid)?.url ?? child.url}
                aria-current={child.path === category.path ? 'page' : undefined}
              >
                {child.rusName}
                {count === undefined ? null : <span className={styles.muted}> ({count})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
