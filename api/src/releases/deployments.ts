import { isDeepStrictEqual } from 'node:util';
import { isFrontendName, type FrontendName } from '@shop/shared/frontends';
import { contractProblems } from '@shop/shared/release-contract';
import { isReleaseVersion, type ReleaseRecord } from '@shop/shared/releases';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { parse, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { badUserInput, notFound } from '../core/errors';
import { MAX_LIMIT } from '../core/paging';
import type { Tx } from '../core/transaction';
import type { Db } from '../db/open-database';
import { frontendDeployments, frontendReleases } from '../db/releases-schema';
import { releaseDocuments } from '@shop/shared/release-operations';
import { loadFailuresLastHour } from './load-failures';
import { checkRelease, refusal } from './release-record';

/** What an operation of a release must pass to go live: what this API checks every request it is sent with. */
export interface OperationChecks {
  schema: GraphQLSchema;
  /** The validation rules requests meet (graphql's own and the API's limits). */
  rules: readonly ValidationRule[];
  /** The most lexical tokens a request's document may have. */
  maxTokens: number;
}

/** A registered release, with the failures to load it browsers reported in the last hour. */
export type FrontendRelease = typeof frontendReleases.$inferSelect & {
  record: ReleaseRecord;
  loadFailuresLastHour: number;
};

/** What a read of registered releases selects: the table's columns and the last hour's failures. */
const releaseColumns = { ...getTableColumns(frontendReleases), loadFailuresLastHour };
export type FrontendDeployment = typeof frontendDeployments.$inferSelect;

/** A front-end's live release: its latest deployment, with the record of the release it put live. */
export type LiveRelease = FrontendDeployment & { record: ReleaseRecord };

/** What a register, deploy or rollback did: `changed` false when it found it done already (and wrote nothing). */
export interface Outcome<T> {
  changed: boolean;
  message: string;
  result: T;
}

/** A front-end's name as the manifest has it; BAD_USER_INPUT otherwise. */
function frontendNamed(name: string): FrontendName {
  if (!isFrontendName(name)) throw badUserInput(`Unknown front-end ${JSON.stringify(name.slice(0, 40))}`);
  return name;
}

/**
 * Registers a release (the record's JSON text and its operations' text, `checkRelease` checks
 * both). A version never changes: the same record again is a no-op, another record under a
 * registered version is refused.
 */
export async function registerRelease(db: Db, recordText: string, operationsText: string) {
  const { record, operations } = checkRelease(recordText, operationsText);
  return db.transaction(async (tx): Promise<Outcome<FrontendRelease>> => {
    const [inserted] = await tx
      .insert(frontendReleases)
      .values({ frontend: record.frontend, version: record.version, record, operations })
      .onConflictDoNothing()
      .returning();
    if (inserted)
      return {
        changed: true,
        message: `${record.frontend} ${record.version} registered`,
        // Failures are stored for registered releases only: one registered this moment has none.
        result: { ...inserted, record, loadFailuresLastHour: 0 },
      };
    const existing = await releaseOf(tx, record.frontend, record.version);
    if (!existing || !isDeepStrictEqual(existing.record, record))
      throw refusal(`${record.frontend} ${record.version} is refused`, [
        'this version is registered with another record: a version never changes',
      ]);
    return { changed: false, message: `${record.frontend} ${record.version} was registered already`, result: existing };
  });
}

async function releaseOf(tx: Tx | Db, frontend: string, version: string): Promise<FrontendRelease | undefined> {
  const [row] = await tx
    .select(releaseColumns)
    .from(frontendReleases)
    .where(and(eq(frontendReleases.frontend, frontend), eq(frontendReleases.version, version)));
  return row as FrontendRelease | undefined;
}

/** Every front-end's live release, read in one query (one snapshot). */
export async function liveReleases(db: Tx | Db): Promise<LiveRelease[]> {
  const rows = await db
    .selectDistinctOn([frontendDeployments.frontend], {
      deployment: frontendDeployments,
      record: frontendReleases.record,
    })
    .from(frontendDeployments)
    .innerJoin(
      frontendReleases,
      and(
        eq(frontendReleases.frontend, frontendDeployments.frontend),
        eq(frontendReleases.version, frontendDeployments.version),
      ),
    )
    .orderBy(frontendDeployments.frontend, desc(frontendDeployments.id));
  return rows.map(({ deployment, record }) => ({ ...deployment, record: record as ReleaseRecord }));
}

/**
 * A front-end's registered releases, the latest first: at most MAX_LIMIT (each carries its record, up
 * to 256 KB), with their last hour's failures read in the same query.
 */
export async function releasesOf(db: Db, frontend: string): Promise<FrontendRelease[]> {
  const rows = await db
    .select(releaseColumns)
    .from(frontendReleases)
    .where(eq(frontendReleases.frontend, frontendNamed(frontend)))
    .orderBy(desc(frontendReleases.registeredAt), desc(frontendReleases.version))
    .limit(MAX_LIMIT);
  return rows as FrontendRelease[];
}

/** The deployments of one front-end or all, the latest first. */
export async function deploymentsOf(db: Db, frontend: string | null, limit: number): Promise<FrontendDeployment[]> {
  return db
    .select()
    .from(frontendDeployments)
    .where(frontend === null ? undefined : eq(frontendDeployments.frontend, frontendNamed(frontend)))
    .orderBy(desc(frontendDeployments.id))
    .limit(limit);
}

/**
 * What keeps `release` from going live next to the other live releases: the contract with them
 * (`contractProblems`), and every operation it can send that this API would refuse (`checks`).
 */
function problemsOf(release: FrontendRelease, live: readonly LiveRelease[], checks: OperationChecks): string[] {
  const problems = contractProblems(
    release.record,
    live.map((item) => item.record),
  ).map((problem) => problem.message);
  const { documents, problems: unreadable } = releaseDocuments(release.operations);
  problems.push(...unreadable);
  for (const [name, { document, printed }] of documents) {
    try {
      parse(printed, { maxTokens: checks.maxTokens });
    } catch (error) {
      problems.push(`operation ${name}: ${(error as Error).message}`);
      continue;
    }
    for (const error of validate(checks.schema, document, checks.rules))
      problems.push(`operation ${name}: ${error.message}`);
  }
  return problems;
}

/**
 * Switches front-ends one at a time: every deploy and rollback takes this lock first, so each
 * checks against a live set nobody changes until it commits. One lock for all front-ends, not one
 * each: a shell's checks read the live remotes and a remote's the live shell.
 */
const lockDeployments = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('frontend_deployments'))`);

async function switchTo(
  tx: Tx,
  release: FrontendRelease,
  live: readonly LiveRelease[],
  checks: OperationChecks,
  row: Omit<typeof frontendDeployments.$inferInsert, 'frontend' | 'version'>,
): Promise<FrontendDeployment> {
  const problems = problemsOf(release, live, checks);
  if (problems.length > 0) throw refusal(`${release.frontend} ${release.version} cannot go live`, problems);
  const [inserted] = await tx
    .insert(frontendDeployments)
    .values({ frontend: release.frontend, version: release.version, ...row })
    .returning();
  return inserted as FrontendDeployment;
}

/**
 * Puts a registered release live after its checks (`problemsOf`); the version live already is a
 * no-op that says so. `by`: who deploys, as the history names them.
 */
export async function deployRelease(
  db: Db,
  checks: OperationChecks,
  frontendName: string,
  version: string,
  by: string,
): Promise<Outcome<FrontendDeployment>> {
  const frontend = frontendNamed(frontendName);
  if (!isReleaseVersion(version))
    throw badUserInput(`${JSON.stringify(version.slice(0, 40))} is not a release version`);
  return db.transaction(async (tx) => {
    await lockDeployments(tx);
    const release = await releaseOf(tx, frontend, version);
    if (!release) throw notFound(`${frontend} ${version} is not registered`);
    const live = await liveReleases(tx);
    const current = live.find((item) => item.frontend === frontend);
    if (current?.version === version)
      return { changed: false, message: `${frontend} ${version} is live already`, result: current };
    const deployment = await switchTo(tx, release, live, checks, {
      previousVersion: current?.version ?? null,
      action: 'deploy',
      deployedBy: by,
    });
    return { changed: true, message: `${frontend} ${version} is live`, result: deployment };
  });
}

/**
 * Switches a front-end back to the version that was live before the current one, after the same
 * checks as a deploy; refused when there is none.
 */
export async function rollbackRelease(
  db: Db,
  checks: OperationChecks,
  frontendName: string,
  by: string,
): Promise<Outcome<FrontendDeployment>> {
  const frontend = frontendNamed(frontendName);
  return db.transaction(async (tx) => {
    await lockDeployments(tx);
    const live = await liveReleases(tx);
    const current = live.find((item) => item.frontend === frontend);
    if (!current?.previousVersion) throw badUserInput(`${frontend} has no earlier live release to roll back to`);
    const release = await releaseOf(tx, frontend, current.previousVersion);
    if (!release) throw notFound(`${frontend} ${current.previousVersion} is not registered`);
    const deployment = await switchTo(tx, release, live, checks, {
      previousVersion: current.version,
      action: 'rollback',
      deployedBy: by,
    });
    return {
      changed: true,
      message: `${frontend} rolled back from ${current.version} to ${release.version}`,
      result: deployment,
    };
  });
}
