import { isFrontendName } from '@shop/shared/frontends';
import { isReleaseVersion } from '@shop/shared/releases';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { frontendLoadFailures, frontendReleases } from '../db/releases-schema';
// The largest int4, which a GraphQL Int holds too: a sum beyond it is said as it.
import { MAX_INT4 } from '../db/schema';

// Browsers' failures to load a release (docs/decisions/0007-independent-releases.md): reported by
// the shell's client (POST /beacons/remote-load with the failing release's version), kept in the
// database (one row a release a minute, whichever API instance took the report) and shown on
// «Модули» as the failures of the last hour.

/**
 * Counts one failure to load `version` of `frontend` in the current minute, when that is a
 * registered release of that front-end; anything else (an unknown front-end or version, a version
 * never registered) is not stored: a client cannot grow the table. The first failure of a minute
 * also removes the minutes older than a day, so the table keeps about a day and the removal runs
 * at most once a minute a release. Resolves to whether it was counted.
 */
export async function recordLoadFailure(db: Db, frontend: string, version: string): Promise<boolean> {
  if (!isFrontendName(frontend) || !isReleaseVersion(version)) return false;
  const [row] = await db
    .insert(frontendLoadFailures)
    .select(
      db
        .select({
          frontend: frontendReleases.frontend,
          version: frontendReleases.version,
          minute: sql<Date>`date_trunc('minute', now())`.as('minute'),
          failures: sql<number>`1`.as('failures'),
        })
        .from(frontendReleases)
        .where(and(eq(frontendReleases.frontend, frontend), eq(frontendReleases.version, version))),
    )
    .onConflictDoUpdate({
      target: [frontendLoadFailures.frontend, frontendLoadFailures.version, frontendLoadFailures.minute],
      set: { failures: sql`${frontendLoadFailures.failures} + 1` },
    })
    .returning({ failures: frontendLoadFailures.failures });
  if (!row) return false;
  if (row.failures === 1)
    await db.delete(frontendLoadFailures).where(lt(frontendLoadFailures.minute, sql`now() - interval '1 day'`));
  return true;
}

/**
 * The failures of the release a query of `frontend_releases` reads, over the last 60 minutes (the
 * minutes that began within the last hour): a column of that query, so a list of releases gets its
 * counts in the same query (read along the failures' primary key), not one query a release.
 */
export const loadFailuresLastHour = sql<number>`(
  SELECT least(coalesce(sum(f.failures), 0), ${sql.raw(String(MAX_INT4))})::integer
    FROM frontend_load_failures f
   WHERE f.frontend = "frontend_releases"."frontend"
     AND f.version = "frontend_releases"."version"
     AND f.minute > now() - interval '1 hour'
)`.mapWith(Number);
