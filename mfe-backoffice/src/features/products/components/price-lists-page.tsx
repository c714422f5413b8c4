import { useId, useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { Link, useNavigate } from '@shop/shared/router';
import { PRICE_LIST_MAX_BYTES } from '@shop/shared/product-form';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { DataTable } from '../../../components/data-table';
import { EmptyList, QueryError } from '../../../components/list-states';
import { formatMoment } from '../../../lib/dates';
import { PriceListImportsDocument, type PriceListImportsQuery } from '../../../lib/graphql/operations.generated';
import { usePriceListUpload } from '../api/price-list-files';
import { IMPORT_STATUS_TITLES } from './price-list-import-page';
import { FormAlert } from '../../../components/field-message';
import styles from './products.module.css';

type ImportRow = PriceListImportsQuery['priceListImports'][number];

/** What a workbook or a CSV may be called; the server decides by the content. */
const ACCEPTED = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The file picker and drop zone: a file sent with its progress, then its preview opened. */
function PriceListUploader() {
  const navigate = useNavigate();
  const { name, sent, error, upload } = usePriceListUpload();
  const [over, setOver] = useState(false);
  const pickerId = useId();
  const hintId = useId();
  const send = async (file: File | undefined) => {
    if (!file) return;
    const id = await upload(file);
    if (id !== null) navigate(`/dmn/products/price-lists/${id}`);
  };
  const hasFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div className={styles.picturesBlock}>
      <div
        className={over ? `${styles.dropZone} ${styles.dropZoneOver}` : styles.dropZone}
        onDragEnter={(event) => name === null && hasFiles(event) && setOver(true)}
        onDragLeave={() => setOver(false)}
        onDragOver={(event) => {
          if (name === null && hasFiles(event)) event.preventDefault();
        }}
        onDrop={(event) => {
          setOver(false);
          if (name !== null || !hasFiles(event)) return;
          event.preventDefault();
          void send(event.dataTransfer.files[0]);
        }}
      >
        <p>Перетащите файл сюда или</p>
        <label htmlFor={pickerId} className={`button ${name !== null ? styles.disabledLabel : ''}`}>
          Выбрать файл
        </label>
        <input
          id={pickerId}
          className={styles.visuallyHidden}
          type="file"
          accept={ACCEPTED}
          disabled={name !== null}
          aria-describedby={hintId}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p id={hintId} className={styles.hint}>
          XLSX или CSV до {PRICE_LIST_MAX_BYTES / 1024 / 1024} МБ с первой строкой заголовков, как в выгрузке. Товары
          находятся по артикулу; столбцов может быть и два — «Артикул» и «Цена». Сначала вы увидите, что изменится, и
          только потом примените.
        </p>
      </div>
      {name !== null ? (
        <div className={styles.progressRow}>
          <label htmlFor={`${pickerId}-progress`}>
            {name}: загружается, {Math.round(sent * 100)} %
          </label>
          <progress id={`${pickerId}-progress`} max={1} value={sent} />
        </div>
      ) : null}
      <FormAlert message={error} />
    </div>
  );
}

/** The counts of an import as one line: «новых 1, изменится 3, …», or once applied «добавлено 1, изменено 3, …». */
const importCounts = (row: ImportRow) =>
  row.status === 'APPLIED'
    ? `добавлено ${row.newRows}, изменено ${row.changedRows}, без изменений ${row.unchangedRows}, отклонено ${row.refusedRows}`
    : `новых ${row.newRows}, изменится ${row.changedRows}, без изменений ${row.unchangedRows}, отклонено ${row.refusedRows}`;

/** `/dmn/products/price-lists`: a price list to import, and the latest ones with who loaded and applied them. */
export default function PriceListsPage() {
  useDocumentTitle('Прайс-листы');
  const canEdit = useShopStore((roles) => canPerform(roles, 'editProducts'));
  const { data, loading, error, refetch } = useQuery(PriceListImportsDocument, {
    variables: { limit: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const imports = data?.priceListImports;
  return (
    <section className="page" aria-labelledby="price-lists-title">
      <p>
        <Link to="/dmn/products">← Товары</Link>
      </p>
      <h1 id="price-lists-title">Прайс-листы</h1>
      <p>
        Выгрузите товары в XLSX или CSV на странице «Товары», поправьте цены, названия и свойства в Excel и загрузите
        файл сюда. Чтобы отменить загрузку, загрузите выгрузку, сделанную до неё: изменения вернутся, а добавленные
        товары останутся — их можно снять с продажи в карточке.
      </p>
      {canEdit ? <PriceListUploader /> : <p>Ваша роль не позволяет загружать прайс-листы.</p>}
      <h2>Последние загрузки</h2>
      {error && !imports ? <QueryError what="загрузки" onRetry={() => void refetch()} /> : null}
      {loading && !imports ? <LoadingView label="Загружаем список…" /> : null}
      {imports && imports.length === 0 ? <EmptyList>Прайс-листы ещё не загружали.</EmptyList> : null}
      {imports && imports.length > 0 ? (
        <DataTable
          caption="Последние загрузки прайс-листов"
          rows={imports}
          rowKey={(row) => row.id}
          columns={[
            {
              title: 'Файл',
              cell: (row) => <Link to={`/dmn/products/price-lists/${row.id}`}>{row.fileName}</Link>,
            },
            {
              title: 'Загружен',
              cell: (row) => `${formatMoment(row.uploadedAt)}, ${row.uploadedByName}`,
            },
            {
              title: 'Состояние',
              cell: (row) =>
                row.status === 'APPLIED' && row.appliedAt
                  ? `Применён ${formatMoment(row.appliedAt)}, ${row.appliedByName ?? ''}`
                  : IMPORT_STATUS_TITLES[row.status],
            },
            { title: 'Строки', cell: (row) => (row.status === 'FAILED' ? (row.failure ?? '') : importCounts(row)) },
          ]}
        />
      ) : null}
    </section>
  );
}
