import type { FieldAccess } from '../auth/field-access';
import { reconciliationStatement, type Statement, type StatementRow } from '../money/reconciliation';
import { readStatementPeriod } from '../money/reconciliation-period';
import type { ShopContext } from './context';
import { isoOf } from './document-fields';

/** «Акты сверки» is money: the section's roles (administrators, purchasers) read every statement. */
export const reconciliationAccess: FieldAccess = {
  'Query.reconciliation': { section: 'reconciliation' },
};

type StatementArgs = { counterpartyNid: number; dateFrom: string; dateTo: string };

export const reconciliationResolvers = {
  Query: {
    reconciliation: (_: unknown, args: StatementArgs, { database }: ShopContext) =>
      reconciliationStatement(database.db, args.counterpartyNid, readStatementPeriod(args.dateFrom, args.dateTo)),
  },
  ReconciliationStatement: {
    _id: (statement: Statement) => `reconciliation-${statement.counterparty.nid}-${statement.period.dateFrom}-${statement.period.dateTo}`,
    dateFrom: (statement: Statement) => statement.period.dateFrom,
    dateTo: (statement: Statement) => statement.period.dateTo,
  },
  ReconciliationRow: {
    _id: (row: StatementRow) => `counterparty-move-${row.id}`,
    at: (row: StatementRow) => isoOf(row.at),
  },
};
