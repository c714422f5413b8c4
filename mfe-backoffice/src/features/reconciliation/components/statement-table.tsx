import type { ReconciliationStatementFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatDay } from '../../../lib/dates';
import { amountCell, balanceColumns } from './statement-text';

export interface StatementTableProps {
  statement: ReconciliationStatementFieldsFragment;
  /** Link each row to its document's screen (on the page; not on paper). */
  documentLinks?: boolean;
  /** The table's class: the back-office list look on the page, plain lines on paper. */
  className?: string;
  numberClass?: string;
}

/** Opening balance, the period's rows in debit or credit, their totals, and the closing balance. */
export function StatementTable({ statement, documentLinks, className, numberClass }: StatementTableProps) {
  const opening = balanceColumns(statement.opening);
  const closing = balanceColumns(statement.closing);
  const figures = (debit: number, credit: number) => (
    <>
      <td className={numberClass}>{amountCell(debit)}</td>
      <td className={numberClass}>{amountCell(credit)}</td>
    </>
  );
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">Дата</th>
          <th scope="col">Документ</th>
          <th scope="col" className={numberClass}>
            Дебет
          </th>
          <th scope="col" className={numberClass}>
            Кредит
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" colSpan={2}>
            Сальдо начальное на {formatDay(statement.dateFrom)}
          </th>
          {figures(opening.debit, opening.credit)}
        </tr>
        {statement.rows.length === 0 ? (
          <tr>
            <td colSpan={4}>За период движений нет</td>
          </tr>
        ) : (
          statement.rows.map((row) => (
            <tr key={row._id}>
              <td>{formatDay(row.day)}</td>
              <td>{documentLinks && row.path ? <Link to={row.path}>{row.title}</Link> : row.title}</td>
              {figures(row.debit, row.credit)}
            </tr>
          ))
        )}
        <tr>
          <th scope="row" colSpan={2}>
            Обороты за период
          </th>
          {figures(statement.debitTotal, statement.creditTotal)}
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            Сальдо конечное на {formatDay(statement.dateTo)}
          </th>
          {figures(closing.debit, closing.credit)}
        </tr>
      </tbody>
    </table>
  );
}
