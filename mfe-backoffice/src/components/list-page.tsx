import type { ReactNode } from 'react';
import { useDocumentTitle } from '@shop/shared/ui';
import { DataTable, type DataTableProps } from './data-table';
import { ListPager } from './list-pager';
import { EmptyList, QueryStates } from './list-states';

export interface ListPageProps<Row> {
  /** The heading's id, the page's accessible name. */
  titleId: string;
  /** The heading, and the browser tab's title. */
  title: string;
  /** What stands between the heading and the list: a hint, the filters, a form. */
  intro?: ReactNode;
  /** «отгрузки»: what failed to load, in «Не удалось загрузить …». */
  what: string;
  loadingLabel: string;
  query: { data: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  /** The page of the list the API gave; undefined until it comes. */
  page: { items: readonly Row[]; total: number } | undefined;
  /** Why the list is empty («Таких отгрузок нет.» with filters, «Отгрузок пока нет.» without). */
  empty: ReactNode;
  /** The list's page in the address. */
  list: { page: number; limit: number; setPage: (page: number) => void };
  /** The columns of the page's table; a row is keyed by its `nid`. */
  columns: DataTableProps<Row>['columns'];
}

/** A section's list: heading, what comes before the list, the load failure or the wait, the rows or why there are none, the pager. */
export function ListPage<Row extends { nid: number }>({
  titleId,
  title,
  intro,
  what,
  loadingLabel,
  query,
  page,
  empty,
  list,
  columns,
}: ListPageProps<Row>) {
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro}
      <QueryStates query={query} what={what} loadingLabel={loadingLabel} />
      {page && page.items.length === 0 ? <EmptyList>{empty}</EmptyList> : null}
      {page && page.items.length > 0 ? (
        <DataTable rows={page.items} rowKey={(row) => row.nid} columns={columns} />
      ) : null}
      {page ? <ListPager total={page.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
