import { ProductsTable } from '../../../components/products-table';
import { documentColumns } from '../../../components/document-columns';
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
    <ProductsTable
      rows={lines}
      product={(line) => line.name}
      columns={[
        documentColumns.text('Артикул', 'vendorCode'),
        { title: 'По учёту', number: true, cell: (line) => line.expected },
        {
          title: 'Насчитано',
          number: true,
          cell: (line) => {
            const error = errors.byNid[line.nid];
            const errorId = `counted-error-${line.nid}`;
            return (
              <>
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
              </>
            );
          },
        },
        {
          title: 'Разница',
          number: true,
          cell: (line) =>
            countedError(line.counted) === null ? formatSigned(Number(line.counted.trim()) - line.expected) : '—',
        },
        {
          title: <span className="visually-hidden">Действия</span>,
          cell: (line) => (
            <button
              type="button"
              className="button"
              aria-label={`Убрать «${line.name}»`}
              onClick={() => onRemove(line.nid)}
            >
              Убрать
            </button>
          ),
        },
      ]}
    />
  );
}
