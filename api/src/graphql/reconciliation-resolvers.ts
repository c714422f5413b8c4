import type { FieldAccess } from '../auth/field-access';
import { reconciliationStatement } from '../money/reconciliation';
import { readStatementPeriod } from '../money/reconciliation-period';
import { isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

/** «Акты сверки» is money: the section's roles (administrators, purchasers) read every statement. */
export const reconciliationAccess: FieldAccess = {
  'Query.reconciliation': { section: 'reconciliation' },
};

export const reconciliationResolvers: Resolvers = {
  Query: {
    reconciliation: (_, args, { database }) =>
      reconciliationStatement(database.db, args.counterpartyNid, readStatementPeriod(args.dateFrom, args.dateTo)),
  },
  ReconciliationStatement: {
    _id: (statement) =>
      `reconciliation-${statement.counterparty.nid}-${statement.period.dateFrom}-${statement.period.dateTo}`,
    dateFrom: (statement) => statement.period.dateFrom,
    dateTo: (statement) => statement.period.dateTo,
  },
  ReconciliationRow: {
    _id: (row) => `counterparty-move-${row.id}`,
    at: (row) => isoOf(row.at),
  },
};
