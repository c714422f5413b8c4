import listStyles from '../../../components/list.module.css';
import { countedError, type CountErrors, type CountLine } from '../hooks/count-form-check';
import { formatSigned } from '../remains-text';
import styles from './remains.module.css';

interface CountLinesTableProps {
  lines: readonly CountLine[];
  errors: CountErrors;
  onCounted: (nid: number, counted: string) => void;
  onRemove: (nid: number) => void;
}

/** The products being counted: stock by the books, the figure counted (with its message), the difference. */
export function CountLinesTable({ lines, errors, onCounted, onRemove }: CountLinesTableProps) {
  return (
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
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const error = errors.byNid[line.nid];
            const errorId = `counted-error-${line.nid}`;
            const difference = countedError(line.counted) === null ? Number(line.counted.trim()) - line.expected : null;
            return (
              <tr key={line.nid}>
                <td>{line.name}</td>
                <td>{line.vendorCode}</td>
                <td className={listStyles.number}>{line.expected}</td>
                <td className={listStyles.number}>
                  <input
                    className={styles.countInput}
                    type="text"
                    inputMode="numeric"
                    aria-label={`Насчитано: ${line.name}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    value={line.counted}
                    onChange={(event) => onCounted(line.nid, event.target.value)}
                  />
                  {error ? (
                    <span id={errorId} className={styles.fieldError}>
                      {error}
                    </span>
                  ) : null}
                </td>
                <td className={listStyles.number}>{difference === null ? '—' : formatSigned(difference)}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Убрать «${line.name}»`}
                    onClick={() => onRemove(line.nid)}
                  >
                    Убрать
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
