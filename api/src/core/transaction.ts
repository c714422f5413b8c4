import type { Db } from '../db/open-database';

/** The database handle inside `db.transaction(...)`: steps that must commit together take it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
