import { useId, type ReactNode } from 'react';
import type { TypedDocumentNode } from '@shop/shared/apollo';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { DOCUMENT_KINDS, documentListTitle, type DocumentKindName } from '../lib/document-kinds';
import { onlyFieldOf, type OnlyField } from '../lib/use-document-query';
import { useFilteredList } from '../lib/use-paged-query';
import { DataTable, type DataTableProps } from './data-table';
import { documentListColumns, type PostedDocumentRow } from './document-columns';
import styles from './documents.module.css';
import { FiltersBar, type ListFilters } from './filters-bar';
import { ListPager } from './list-pager';
import { EmptyList, QueryStates } from './list-states';

/** A link above a list: where it goes, what it says. */
interface SectionLink {
  to: string;
  text: string;
}

/** A page of a list as the API gives it. */
interface Page {
  items: readonly { nid: number }[];
  total: number;
}

type RowOf<Rows> = Rows extends { items: readonly (infer Row)[] } ? Row & { nid: number } : never;

/** The page of a list in a query's answer: its one field. */
type PageOf<Data> = Data[OnlyField<Data>];

export interface ListPageProps<Data, Filter> {
  /** The documents listed: the heading (their section's title), what failed to load, why the list is empty. */
  kind: DocumentKindName;
  /** «Загружаем отгрузки…» unless told. */
  loadingLabel?: string;
  /** Where the rows come from: the list's query (its answer's one field holds the page), the filter from the address. */
  source: {
    document: TypedDocumentNode<Data, { filter: Filter; skip: number; limit: number }>;
    filterOf: (read: (key: string) => string) => Filter;
  };
  /** A muted hint under the heading: where a new document starts. */
  hint?: ReactNode;
  /** What the section starts, as buttons before the filters, the first the main one: «Новый заказ поставщику». */
  starts?: readonly SectionLink[];
  /** Where the section leads, as links after those buttons: «Поставщики». */
  links?: readonly SectionLink[];
  /** What else stands before the filters: a form. */
  intro?: ReactNode;
  /** The list's filters, kept in the address. */
  filters: ListFilters;
  /** The columns of the page's table; a row is keyed by its `nid`. */
  columns: DataTableProps<RowOf<PageOf<Data>>>['columns'];
  /**
   * A list of posted documents shows the document and when it was made before `columns`, its status and sum after,
   * the same in every section (the link's and the date's titles as told).
   */
  framed?: RowOf<PageOf<Data>> extends PostedDocumentRow ? true | { link?: string; created?: string } : never;
}

/** `framed` is given only where the rows are posted documents' (its type says so). */
const framedColumns = <Row,>(kind: DocumentKindName, columns: DataTableProps<Row>['columns'], titles: object) =>
  documentListColumns(
    kind,
    columns as DataTableProps<PostedDocumentRow>['columns'],
    titles,
  ) as DataTableProps<Row>['columns'];

/**
 * A section's document list: heading, hint, filters, the load failure or the wait, the rows or why there are
 * none, the pager. The filters and the page live in the address.
 */
export function ListPage<Data extends object, Filter extends object>({
  kind,
  loadingLabel,
  source,
  hint,
  starts = [],
  links = [],
  intro,
  filters,
  columns,
  framed,
}: ListPageProps<Data, Filter>) {
  const title = documentListTitle(kind);
  const names = DOCUMENT_KINDS[kind];
  useDocumentTitle(title);
  const titleId = useId();
  const { list, query, filtered } = useFilteredList(source.document, source.filterOf);
  const page = onlyFieldOf(query.data)[1] as Page | undefined;
  return (
    <section className="page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {starts.length + links.length > 0 ? (
        <p className={styles.actions}>
          {starts.map(({ to, text }, index) => (
            <Link key={to} to={to} className={index === 0 ? 'button' : 'button button--secondary'}>
              {text}
            </Link>
          ))}
          {links.map(({ to, text }) => (
            <Link key={to} to={to}>
              {text}
            </Link>
          ))}
        </p>
      ) : null}
      {intro}
      <FiltersBar {...filters} value={list.filter} onChange={list.setFilters} />
      <QueryStates query={query} what={names.plural} loadingLabel={loadingLabel} />
      {page && page.items.length === 0 ? <EmptyList>{filtered ? names.noneFiltered : names.none}</EmptyList> : null}
      {page && page.items.length > 0 ? (
        <DataTable
          rows={page.items as readonly RowOf<PageOf<Data>>[]}
          rowKey={(row) => row.nid}
          columns={framed ? framedColumns(kind, columns, framed === true ? {} : framed) : columns}
        />
      ) : null}
      {page ? <ListPager total={page.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
