import { useId, type ReactNode } from 'react';
import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';
import {
  BuyersDocument,
  SuppliersDocument,
  type BuyersQuery,
  type SuppliersQuery,
} from '../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { useListParams } from '../lib/use-list-params';
import { DataTable, type DataTableProps } from './data-table';
import { ListPager } from './list-pager';
import { EmptyList, QueryStates } from './list-states';

/**
 * The shop's counterparty directories: the query of each, its heading, the section it belongs to, and who it lists
 * («Покупатель» heads the names, «покупателей» is what failed to load).
 */
const DIRECTORIES = {
  buyers: {
    document: BuyersDocument,
    title: 'Покупатели',
    back: 'Счета покупателям',
    one: 'Покупатель',
    many: 'покупателей',
  },
  suppliers: {
    document: SuppliersDocument,
    title: 'Поставщики',
    back: 'Заказы поставщикам',
    one: 'Поставщик',
    many: 'поставщиков',
  },
};

type Directory = keyof typeof DIRECTORIES;
type Pages = { buyers: BuyersQuery['buyers']; suppliers: SuppliersQuery['suppliers'] };
type RowOf<Kind extends Directory> = Pages[Kind]['items'][number];

export interface CounterpartyDirectoryProps<Kind extends Directory> {
  of: Kind;
  /** What was searched for; everyone when nothing was. */
  search: string;
  /** The columns after the name. */
  columns: DataTableProps<RowOf<Kind>>['columns'];
  /** Why the page is empty: the search found no one, or there is no one yet. */
  empty: { found: ReactNode; none: ReactNode };
  /** What stands between the heading and the search: links, buttons. */
  intro?: ReactNode;
  /** The search form. */
  children: ReactNode;
}

/**
 * A counterparty directory page (`/dmn/<section>/buyers`): the way back to its section, the heading, the search, the
 * load failure or the wait, the names linking to their cards or why there are none, the pager. The page lives in the
 * address.
 */
export function CounterpartyDirectory<Kind extends Directory>({
  of,
  search,
  columns,
  empty,
  intro,
  children,
}: CounterpartyDirectoryProps<Kind>) {
  const { document, title, back, one, many } = DIRECTORIES[of];
  useDocumentTitle(title);
  const titleId = useId();
  const list = useListParams();
  const query = useQuery(
    document as unknown as TypedDocumentNode<
      Record<Kind, Pages[Kind]>,
      { search: string | null; skip: number; limit: number }
    >,
    { variables: { search: search || null, skip: list.skip, limit: list.limit } },
  );
  const page = query.data?.[of];
  return (
    <section className="page" aria-labelledby={titleId}>
      <p>
        <Link to="..">← {back}</Link>
      </p>
      <h1 id={titleId}>{title}</h1>
      {intro}
      {children}
      <QueryStates query={query} what={many} />
      {page && page.items.length === 0 ? <EmptyList>{search ? empty.found : empty.none}</EmptyList> : null}
      {page && page.items.length > 0 ? (
        <DataTable
          rows={page.items as readonly RowOf<Kind>[]}
          rowKey={(row) => row.nid}
          columns={[{ title: one, cell: (row) => <Link to={String(row.nid)}>{row.name}</Link> }, ...columns]}
        />
      ) : null}
      {page ? <ListPager total={page.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
