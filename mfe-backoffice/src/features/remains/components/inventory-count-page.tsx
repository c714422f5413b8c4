import { useQuery } from '@shop/shared/apollo';
import { InventoryCountDocument } from '../../../lib/graphql/operations.generated';
import { Link, useLocation, useParams } from '@shop/shared/router';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';
import { addressNid } from '@shop/shared/routes';
import { QueryStates } from '../../../components/list-states';
import { DataTable } from '../../../components/data-table';
import { documentColumns } from '../../../components/document-columns';
import { formatMoment } from '../../../lib/dates';
import { formatSigned } from '../remains-text';
import styles from './remains.module.css';
import { DocumentComment } from '../../../components/document-page';
import { LocationLine } from '../../../components/stock-location';

/** `/dmn/remains/counts/:id`: a posted count, read-only; after posting it says so. */
export function InventoryCountPage() {
  const { id: idText = '' } = useParams();
  const id = addressNid(idText);
  const justPosted = (useLocation().state as { posted?: boolean } | null)?.posted === true;
  const { data, loading, error, refetch } = useQuery(InventoryCountDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  useDocumentTitle(id === null ? 'Инвентаризация' : `Инвентаризация № ${id}`);
  const count = data?.inventoryCount;
  if (id === null || (data && !count)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="count-title">
      <p>
        <Link to="../counts">← Все инвентаризации</Link>
      </p>
      {justPosted ? (
        <p className={styles.success} role="status">
          Инвентаризация проведена: остатки товаров стали равны насчитанным.
        </p>
      ) : null}
      <QueryStates query={{ data, loading, error, refetch }} what="документ" />
      {count ? (
        <>
          <h1 id="count-title">Инвентаризация № {count.id}</h1>
          <p>
            Проведена {formatMoment(count.postedAt)}, провёл(а) {count.postedByName}
          </p>
          <LocationLine label="Где считали" location={count.location} />
          <DocumentComment comment={count.comment} />
          <DataTable
            rows={count.lines}
            rowKey={(line) => line.lineNo}
            columns={[
              { title: 'Товар', cell: (line) => <Link to={`../${line.nid}`}>{line.name}</Link> },
              documentColumns.text('Артикул', 'vendorCode'),
              { title: 'По учёту', number: true, cell: (line) => line.expected },
              { title: 'Насчитано', number: true, cell: (line) => line.counted },
              {
                title: 'Разница',
                number: true,
                cell: (line) => formatSigned(line.difference),
                cellClass: (line) => (line.difference < 0 ? styles.minus : line.difference > 0 ? styles.plus : ''),
              },
            ]}
          />
          <p className={styles.muted}>
            Проведённый документ не меняется. Если насчитали неверно, проведите новую инвентаризацию.
          </p>
        </>
      ) : null}
    </section>
  );
}
