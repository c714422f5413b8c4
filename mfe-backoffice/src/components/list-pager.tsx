import styles from './list.module.css';

export interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** «Показаны 21–40 из 153» with the previous and next pages; nothing for an empty list. */
export function ListPager({ total, page, pageSize, onPage }: ListPagerProps) {
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label="Страницы списка">
      <span>{first <= total ? `Показаны ${first}–${last} из ${total}` : `Всего ${total}`}</span>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Назад
      </button>
      <span aria-current="page">
        Страница {page} из {pageCount}
      </span>
      <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Вперёд →
      </button>
    </nav>
  );
}
