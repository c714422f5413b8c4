import { Link } from '@shop/shared/router';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page. */
  href: (page: number) => string;
}

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (number === 1 || number === pageCount || Math.abs(number - page) <= 2) pages.push(number);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Numbered page links; nothing for a single page. */
export function Pagination({ page, pageCount, href }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Страницы каталога">
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.step} rel="prev">
          ← Назад
        </Link>
      ) : null}
      <ul>
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Страница ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={styles.step} rel="next">
          Вперёд →
        </Link>
      ) : null}
    </nav>
  );
}
