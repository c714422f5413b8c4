import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What a deployment did (migration 0014): put a version live, or switch back to the one before. */
export const DEPLOYMENT_ACTIONS = ['deploy', 'rollback'] as const;

/** A registered release of a front-end (migration 0014): its record and its operations' text. A version never changes. */
export const frontendReleases = pgTable(
  'frontend_releases',
  {
    frontend: text('frontend').notNull(),
    version: text('version').notNull(),
    /** The release record (`ReleaseRecord` of `@shop/shared/releases`), as checked at registration. */
    record: jsonb('record').notNull(),
    /** The printed text of every GraphQL operation the release can send. */
    operations: text('operations').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'frontend_releases_pk', columns: [table.frontend, table.version] })],
);

/** Every switch of a front-end's live release (migration 0014); the live one is the latest. */
export const frontendDeployments = pgTable(
  'frontend_deployments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    frontend: text('frontend').notNull(),
    version: text('version').notNull(),
    previousVersion: text('previous_version'),
    action: text('action', { enum: DEPLOYMENT_ACTIONS }).notNull(),
    deployedBy: text('deployed_by').notNull(),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'frontend_deployments_release',
      columns: [table.frontend, table.version],
      foreignColumns: [frontendReleases.frontend, frontendReleases.version],
    }),
    index('frontend_deployments_latest').on(table.frontend, table.id.desc()),
  ],
);

/**
 * Browsers' failures to load a registered release (migration 0015): one row a release a minute,
 * `failures` counted up by every report in that minute; rows older than a day are removed.
 */
export const frontendLoadFailures = pgTable(
  'frontend_load_failures',
  {
    frontend: text('frontend').notNull(),
    version: text('version').notNull(),
    /** The minute the reports came in (truncated). */
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
  },
  (table) => [
    primaryKey({ name: 'frontend_load_failures_pk', columns: [table.frontend, table.version, table.minute] }),
    foreignKey({
      name: 'frontend_load_failures_release',
      columns: [table.frontend, table.version],
      foreignColumns: [frontendReleases.frontend, frontendReleases.version],
    }).onDelete('cascade'),
    index('frontend_load_failures_minute').on(table.minute),
  ],
);
