import { useEffect, useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useMutation, useQuery } from '@shop/shared/apollo';
import { Link, useParams } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { GOODS, LoadingView, NotFound, plural, useDocumentTitle } from '@shop/shared/ui';
import { DataTable } from '../../../components/data-table';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { formatMoment } from '../../../lib/dates';
import {
  ApplyPriceListImportDocument,
  PriceListImportDocument,
  PriceListImportRowsDocument,
  type PriceListImportFieldsFragment,
  type PriceListImportRowsQuery,
  type PriceListImportStatus,
  type PriceListRowStatus,
} from '../../../lib/graphql/operations.generated';
import { mutationFailure } from '../../../lib/mutation-failure';
import { FormAlert } from '../../../components/field-message';
import styles from './products.module.css';

type ImportRow = NonNullable<PriceListImportRowsQuery['priceListImport']>['rows']['items'][number];

export const IMPORT_STATUS_TITLES: Record<PriceListImportStatus, string> = {
  READING: 'Проверяется',
  READY: 'Проверен, не применён',
  FAILED: 'Не прочитан',
  APPLIED: 'Применён',
};

/** How often an import being read or applied is asked after. */
const POLL_MS = 700;
const ROWS_PER_PAGE = 50;

const TABS: { status: PriceListRowStatus; title: string; count: (row: PriceListImportFieldsFragment) => number }[] = [
  { status: 'CHANGED', title: 'Изменятся', count: (row) => row.changedRows },
  { status: 'NEW', title: 'Новые', count: (row) => row.newRows },
  { status: 'REFUSED', title: 'Отклонены', count: (row) => row.refusedRows },
];

/** A progress bar with its words: determinate when the share is known. */
function Progress({ label, share }: { label: string; share: number | null }) {
  return (
    <div className={styles.progressRow}>
      <span id="price-list-progress">{share === null ? label : `${label}: ${Math.round(share * 100)} %`}</span>
      <progress aria-labelledby="price-list-progress" max={1} {...(share === null ? {} : { value: share })} />
    </div>
  );
}

/** The rows of one kind: what changes (old → new) or why a row is refused, a page at a time. */
function ImportRows({ id, status }: { id: number; status: PriceListRowStatus }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(PriceListImportRowsDocument, {
    variables: { id, status, skip: (page - 1) * ROWS_PER_PAGE, limit: ROWS_PER_PAGE },
  });
  const rows = data?.priceListImport?.rows;
  if (error && !rows) return <QueryError what="строки файла" onRetry={() => void refetch()} />;
  if (loading && !rows) return <LoadingView label="Загружаем строки…" />;
  if (!rows || rows.total === 0) return <EmptyList>Таких строк в файле нет.</EmptyList>;
  return (
    <>
      <DataTable<ImportRow>
        caption={TABS.find((tab) => tab.status === status)?.title}
        rows={rows.items}
        rowKey={(row) => row.rowNo}
        columns={[
          { title: 'Строка', number: true, cell: (row) => row.rowNo },
          { title: 'Артикул', cell: (row) => row.vendorCode },
          {
            title: 'Товар',
            cell: (row) =>
              row.productNid ? <Link to={`/dmn/products/${row.productNid}`}>{row.name}</Link> : row.name || '—',
          },
          status === 'REFUSED'
            ? { title: 'Почему не загружается', cell: (row) => <span className={styles.refusal}>{row.reason}</span> }
            : {
                title: status === 'NEW' ? 'Что будет у товара' : 'Что изменится',
                cell: (row) =>
                  row.changes.map((change) => (
                    <span key={change.column} className={styles.change}>
                      {change.column}:{' '}
                      {change.before ? (
                        <>
                          <span className={styles.before}>{change.before}</span> →{' '}
                        </>
                      ) : null}
                      {change.after || '(пусто)'}
                    </span>
                  )),
              },
        ]}
      />
      {rows.total > ROWS_PER_PAGE ? (
        <ListPager total={rows.total} page={page} pageSize={ROWS_PER_PAGE} onPage={setPage} />
      ) : null}
    </>
  );
}

/** `/dmn/products/price-lists/:id`: the preview of an uploaded file, applied by one click. */
export default function PriceListImportPage() {
  const { id: idParam = '' } = useParams();
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  useDocumentTitle('Прайс-лист');
  const canEdit = useShopStore((roles) => canPerform(roles, 'editProducts'));
  const [chosenTab, setTab] = useState<PriceListRowStatus | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(PriceListImportDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [apply, applying] = useMutation(ApplyPriceListImportDocument);
  const record = data?.priceListImport;
  const busy = record?.status === 'READING' || applying.loading;
  useEffect(() => {
    if (busy) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [busy, startPolling, stopPolling]);
  // The tab chosen, else the first with rows in it.
  const tab = chosenTab ?? (record && TABS.find((entry) => entry.count(record) > 0)?.status) ?? 'CHANGED';

  if (id === null || (data && !record)) return <NotFound />;
  if (error && !record) return <QueryError what="прайс-лист" onRetry={() => void refetch()} />;
  if (loading && !record) return <LoadingView label="Загружаем прайс-лист…" />;
  if (!record) return null;

  const accepted = record.newRows + record.changedRows;
  const run = async () => {
    setApplyError(null);
    try {
      await apply({ variables: { id } });
      await refetch();
    } catch (failure) {
      setApplyError(mutationFailure(failure).message);
    }
  };

  return (
    <section className="page" aria-labelledby="price-list-title">
      <p>
        <Link to="/dmn/products/price-lists">← Прайс-листы</Link>
      </p>
      <h1 id="price-list-title">Прайс-лист «{record.fileName}»</h1>
      <p>
        {record.format.toUpperCase()}, {Math.max(1, Math.round(record.bytes / 1024))} КБ. Загружен{' '}
        {formatMoment(record.uploadedAt)}, {record.uploadedByName}.
      </p>
      {record.status === 'READING' ? (
        <>
          <Progress label="Проверяем файл" share={record.progress} />
          <p>Прочитано строк: {record.rowsRead}</p>
        </>
      ) : null}
      {record.status === 'FAILED' ? (
        <>
          <FormAlert message={record.failure} />
          <p>
            <Link to="/dmn/products/price-lists">Загрузить другой файл</Link>
          </p>
        </>
      ) : null}
      {record.status === 'READY' || record.status === 'APPLIED' ? (
        <div className={styles.preview}>
          <ul className={styles.counts} aria-label="Строки файла">
            <li>
              Изменится: <strong>{record.changedRows}</strong>
            </li>
            <li>
              Новых: <strong>{record.newRows}</strong>
            </li>
            <li>
              Без изменений: <strong>{record.unchangedRows}</strong>
            </li>
            <li>
              Отклонено: <strong>{record.refusedRows}</strong>
            </li>
          </ul>
          {record.notices.length > 0 ? (
            <ul className={styles.note}>
              {record.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          ) : null}
          {record.status === 'APPLIED' && record.appliedAt ? (
            <p className={styles.success} role="status">
              Применён {formatMoment(record.appliedAt)}, {record.appliedByName}: изменено {record.changedRows},
              добавлено {record.newRows}.
            </p>
          ) : null}
          {record.status === 'READY' && canEdit ? (
            <div className={styles.actions}>
              {accepted > 0 ? (
                <button type="button" className="button" disabled={applying.loading} onClick={() => void run()}>
                  Применить: {accepted} {plural(accepted, GOODS)}
                </button>
              ) : (
                <p>Применять нечего: файл ничего не меняет.</p>
              )}
              {applying.loading ? (
                <Progress label="Применяем изменения" share={record.applying ? record.progress : null} />
              ) : null}
            </div>
          ) : null}
          {applyError ? (
            <p role="alert" className={styles.error}>
              {applyError} <Link to="/dmn/products/price-lists">Загрузить файл снова</Link>
            </p>
          ) : null}
          <div className={styles.tabs} role="group" aria-label="Какие строки показать">
            {TABS.map((entry) => (
              <button
                key={entry.status}
                type="button"
                className="button button--secondary"
                aria-pressed={tab === entry.status}
                onClick={() => setTab(entry.status)}
              >
                {entry.title}: {entry.count(record)}
              </button>
            ))}
          </div>
          <ImportRows key={tab} id={record.id} status={tab} />
        </div>
      ) : null}
    </section>
  );
}
