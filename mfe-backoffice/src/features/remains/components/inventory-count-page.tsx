import { useQuery } from '@shop/shared/apollo';
import { InventoryCountDocument } from '@shop/shared/graphql';
import { Link, useLocation, useParams } from '@shop/shared/router';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';
import { QueryStates } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { formatMoment } from '../../../lib/dates';
import { formatSigned } from '../remains-text';
import styles from './remains.module.css';
import { DocumentComment } from '../../../components/document-page';

/** `/dmn/remains/counts/:id`: a posted count, read-only; after posting it says so. */
export function InventoryCountPage() {
  const { id: idText = '' } = useParams();
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
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
          <DocumentComment comment={count.comment} />
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table}>
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col">Артикул</th>
                  <th scope="col" className={listStyles.number}>
                    По учёту
                  </th>
                  <th scope="col" className={listStyles.number}>
                    Насчитано
                  </th>
                  <th scope="col" className={listStyles.number}>
                    Разница
                  </th>
                </tr>
              </thead>
              <tbody>
                {count.lines.map((line) => (
                  <tr key={line.lineNo}>
                    <td>
                      <Link to={`../${line.nid}`}>{line.name}</Link>
                    </td>
                    <td>{line.vendorCode}</td>
                    <td className={listStyles.number}>{line.expected}</td>
                    <td className={listStyles.number}>{line.counted}</td>
                    <td
                      className={`${listStyles.number} ${line.difference < 0 ? styles.minus : line.difference > 0 ? styles.plus : ''}`}
                    >
                      {formatSigned(line.difference)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.muted}>
            Проведённый документ не меняется. Если насчитали неверно, проведите новую инвентаризацию.
          </p>
        </>
      ) : null}
    </section>
  );
}
