import { eq, sql, sum } from 'drizzle-orm';
import { selectRows, type Db } from '../db/open-database';
import { payments } from '../db/money-schema';
import { counterparties, counterpartyMoves } from '../db/purchasing-schema';
import { ledgerDocumentPath, ledgerDocumentTitle } from './ledger-documents';
import { counterpartyKindOf, type PaymentDirection, type PaymentMethod } from './payment-request';
import { shopDayOf } from '@shop/shared/shop-days';
import type { StatementPeriod } from './reconciliation-period';

type StatementCounterparty = typeof counterparties.$inferSelect;

/** One settlement row of the period, as the shop's accountant reads it. */
export interface StatementRow {
  id: number;
  at: Date;
  /** The row's Moscow day, YYYY-MM-DD. */
  day: string;
  documentType: string;
  documentNid: number;
  title: string;
  path: string | null;
  reversal: boolean;
  /** The counterparty's debt to the shop grows (or the shop's shrinks): the ledger's negative rows. */
  debit: number;
  /** The shop's debt grows (or the counterparty's shrinks): the ledger's positive rows. */
  credit: number;
}

export interface Statement {
  counterparty: StatementCounterparty;
  period: StatementPeriod;
  /** Ledger sign (positive — the shop owes the counterparty): everything before the period, and after it. */
  opening: number;
  closing: number;
  rows: StatementRow[];
  debitTotal: number;
  creditTotal: number;
}

type MoveRow = {
  opening: string | number | bigint;
  id: string | number | null;
  amount: number | null;
  document_type: string | null;
  document_nid: number | null;
  created_at: Date | string | null;
  reversal: boolean | null;
  direction: PaymentDirection | null;
  method: PaymentMethod | null;
};

const METHOD_WORDS: Record<PaymentMethod, string> = {
  CASH: 'наличные',
  BANK: 'безналичный расчёт',
  CARD: 'банковская карта',
};

/** «поступление, наличные»; a refund says so: «возврат денег покупателю, наличные». */
function paymentDetail(row: MoveRow, counterparty: StatementCounterparty): string | null {
  if (!row.direction || !row.method) return null;
  const refund = counterparty.kind !== counterpartyKindOf(row.direction, false);
  const kind = refund
    ? row.direction === 'OUT'
      ? 'возврат денег покупателю'
      : 'возврат денег от поставщика'
    : row.direction === 'IN'
      ? 'поступление'
      : 'списание';
  return `${kind}, ${METHOD_WORDS[row.method]}`;
}

/**
 * The counterparty's settlement rows of the period, and the balance before it, in one statement so
 * both come from one snapshot. A row is a reversal when its document wrote rows earlier: posting
 * writes a document's rows in one transaction (one `created_at`), cancelling later.
 */
function movesOf(counterpartyNid: number, period: StatementPeriod) {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  return sql`
    WITH moves AS (
      SELECT m.id, m.amount, m.document_type, m.document_nid, m.created_at,
             m.created_at > min(m.created_at) OVER (PARTITION BY m.document_type, m.document_nid) AS reversal
      FROM ${counterpartyMoves} m
      WHERE m.counterparty_nid = ${counterpartyNid}
    ),
    opening AS (SELECT coalesce(sum(amount), 0)::bigint AS opening FROM moves WHERE created_at < ${start})
    SELECT opening.opening, r.*
    FROM opening
    LEFT JOIN (
      SELECT moves.*, p.direction, p.method
      FROM moves
      LEFT JOIN ${payments} p ON moves.document_type = 'PAYMENT' AND p.nid = moves.document_nid
      WHERE moves.created_at >= ${start} AND moves.created_at < ${end}
    ) r ON true
    ORDER BY r.created_at, r.id`;
}

/** «Акт сверки взаимных расчётов» of one counterparty for a period; null when there is no such counterparty. */
export async function reconciliationStatement(
  db: Db,
  counterpartyNid: number,
  period: StatementPeriod,
): Promise<Statement | null> {
  const [counterparty] = await db.select().from(counterparties).where(eq(counterparties.nid, counterpartyNid));
  if (!counterparty) return null;
  const found = await selectRows<MoveRow>(db, movesOf(counterpartyNid, period));
  const opening = Number(found[0]?.opening ?? 0);
  const rows = found
    .filter((row) => row.id !== null && row.amount !== null)
    .map((row): StatementRow => {
      const at = new Date(row.created_at as Date | string);
      const documentType = row.document_type as string;
      const documentNid = Number(row.document_nid);
      const amount = Number(row.amount);
      const reversal = row.reversal === true;
      const detail = documentType === 'PAYMENT' ? paymentDetail(row, counterparty) : null;
      return {
        id: Number(row.id),
        at,
        day: shopDayOf(at),
        documentType,
        documentNid,
        reversal,
        title: ledgerDocumentTitle({ documentType, documentNid, detail, reversal }),
        path: ledgerDocumentPath(documentType, documentNid),
        debit: amount < 0 ? -amount : 0,
        credit: amount > 0 ? amount : 0,
      };
    });
  const debitTotal = rows.reduce((sum, row) => sum + row.debit, 0);
  const creditTotal = rows.reduce((sum, row) => sum + row.credit, 0);
  return { counterparty, period, opening, closing: opening + creditTotal - debitTotal, rows, debitTotal, creditTotal };
}

/** The settlements balance of a counterparty: positive — the shop owes it, negative — it owes the shop. */
export async function balanceOf(db: Db, counterpartyNid: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string | null>`${sum(counterpartyMoves.amount)}` })
    .from(counterpartyMoves)
    .where(eq(counterpartyMoves.counterpartyNid, counterpartyNid));
  return Number(row?.balance ?? 0);
}
