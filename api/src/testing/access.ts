import type { ShopDatabase } from '../db/open-database';
import { postGraphql } from './graphql-over-http';

/**
 * An administrator and a seller of one area (`returns-admin@shop.test`, `returns-seller@shop.test`):
 * the staff of an access table, for `testShop`.
 */
export const adminAndSeller = (area: string) =>
  ({
    admin: [`${area}-admin@shop.test`, { isAdmin: true }],
    seller: [`${area}-seller@shop.test`, { isSeller: true }],
  }) as const;

/** A GraphQL operation as the access tables list it: its name, its document and variables to call it with. */
export type Operation = readonly [name: string, query: string, variables: Record<string, unknown>];

/**
 * Every operation is refused with `code` for the viewer of `token` (a guest without one);
 * the operation's name goes with its code, so a failure says which one let the caller in.
 */
async function expectRefusedForEveryOperation(
  base: string,
  operations: readonly Operation[],
  code: string,
  token?: string,
): Promise<void> {
  for (const [name, query, variables] of operations) {
    const answer = await postGraphql(base, query, variables, token);
    expect([name, answer.errors?.[0]?.extensions?.code]).toEqual([name, code]);
  }
}

/**
 * The rows a document type writes, summed up in one string: the count of each table, then the
 * statuses of `statusesOf` by nid (`3/3/12/4/POSTED,CANCELLED`), to show that nothing was written.
 */
export async function rowsSnapshot(
  database: ShopDatabase,
  tables: readonly string[],
  statusesOf: string,
): Promise<string | undefined> {
  const counts = tables.map((table) => `(SELECT count(*) FROM ${table})`);
  const statuses = `(SELECT string_agg(status, ',' ORDER BY nid) FROM ${statusesOf})`;
  const [row] = await database.query<{ rows: string }>(`SELECT ${[...counts, statuses].join(` || '/' || `)} AS rows`);
  return row?.rows;
}

/** Runs `refused` and expects the snapshot to be the same after it as before. */
async function expectNothingWritten(
  snapshot: () => Promise<string | undefined>,
  refused: () => Promise<void>,
): Promise<void> {
  const before = await snapshot();
  await refused();
  expect(await snapshot()).toBe(before);
}

/** What `itRefusesStaffAndGuests` reads once the block's `beforeAll` has run. */
export interface RefusalTable<Staff extends string> {
  /** The block's shop (`testShop`): its address and its staff's tokens. */
  shop: { base: string; tokens: Record<Staff, string> };
  snapshot: () => Promise<string | undefined>;
  /** The title of the staff member's test and their name among the shop's staff: every operation is FORBIDDEN to them. */
  staff: readonly [title: string, member: NoInfer<Staff>];
  operations: () => readonly Operation[];
  /** What a guest is refused (UNAUTHENTICATED); the staff member's operations unless given. */
  guestOperations?: () => readonly Operation[];
}

/**
 * The two tests of an access table: a staff member without the right gets FORBIDDEN on every operation,
 * a guest is told to sign in, and neither writes anything.
 */
export function itRefusesStaffAndGuests<Staff extends string>({
  shop,
  snapshot,
  staff,
  operations,
  guestOperations,
}: RefusalTable<Staff>): void {
  const [staffTitle, member] = staff;
  it.each([
    [staffTitle, (): string | undefined => shop.tokens[member], 'FORBIDDEN', operations],
    [
      'a guest is told to sign in, and nothing is written',
      () => undefined,
      'UNAUTHENTICATED',
      guestOperations ?? operations,
    ],
  ])('%s', async (_title, token, code, refused) => {
    await expectNothingWritten(snapshot, () => expectRefusedForEveryOperation(shop.base, refused(), code, token()));
  });
}
