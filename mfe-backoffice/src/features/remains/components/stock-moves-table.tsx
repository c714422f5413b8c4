import type { StockHistoryQuery } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import styles from '../../../components/list.module.css';
import { formatMoment } from '../../../lib/dates';
import { formatSigned, moveTitle } from '../remains-text';
import remains from './remains.module.css';

type StockMove = NonNullable<StockHistoryQuery['stockHistory']>['items'][number];

/** A product's moves: when, by which document, how many in or out, and the stock left. */
export function StockMovesTable({ moves }: { moves: readonly StockMove[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Документ</th>
            <th scope="col">Место хранения</th>
            <th scope="col" className={styles.number}>
              Количество
            </th>
            <th scope="col" className={styles.number}>
              Всего после
            </th>
          </tr>
        </thead>
        <tbody>
          {moves.map((move) => (
            <tr key={move._id}>
              <td>{formatMoment(move.createdAt)}</td>
              <td>
                {move.inventoryCountId === null ? (
                  moveTitle(move.reason, move.document)
                ) : (
                  <Link to={`../counts/${move.inventoryCountId}`}>{moveTitle(move.reason, move.document)}</Link>
                )}
              </td>
              <td>{move.location.name}</td>
              <td className={`${styles.number} ${move.quantity < 0 ? remains.minus : remains.plus}`}>
                {formatSigned(move.quantity)}
              </td>
              <td className={styles.number}>{move.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
