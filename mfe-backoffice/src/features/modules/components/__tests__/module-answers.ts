import type { MockLink } from '@apollo/client/testing';
import { FrontendDeploymentsDocument } from '@shop/shared/graphql';
import { FrontendReleaseSummariesDocument } from '../../../../lib/graphql/operations.generated';
import { apiAnswer } from '../../../../testing/documents';

/** Catalog releases: 1.4.0 built on 20 November, 1.5.0 on the 22nd (12:00 in Moscow). */
export const V14 = '1.4.0-3f2a9c1b7d';
export const V15 = '1.5.0-8e41d0c2aa';

/**
 * A registered release of `frontend`, built at noon in Moscow on 2026-11-`day` from a commit starting with
 * `commit`, that failed to load `loadFailuresLastHour` times in the last hour.
 */
export const release = (frontend: string, version: string, day: number, commit: string, loadFailuresLastHour = 0) => ({
  __typename: 'FrontendRelease',
  frontend,
  version,
  commit: commit.padEnd(40, '0'),
  builtAt: `2026-11-${day}T09:00:00.000Z`,
  registeredAt: `2026-11-${day}T09:05:00.000Z`,
  loadFailuresLastHour,
});

/** Switch `id` of `frontend` to `version`, at 15:30 in Moscow on 2026-11-`day`. */
export const deployment = (
  id: number,
  frontend: string,
  version: string,
  previousVersion: string | null,
  day: number,
  action: 'DEPLOY' | 'ROLLBACK' = 'DEPLOY',
  deployedBy = 'release token (ci)',
) => ({
  __typename: 'FrontendDeployment',
  id,
  frontend,
  version,
  previousVersion,
  action,
  deployedBy,
  deployedAt: `2026-11-${day}T12:30:00.000Z`,
});

/** The two answers a front-end's blocks read: its registered releases and its switches (the latest first). */
export const frontendAnswers = (
  frontend: string,
  releases: object[],
  deployments: object[],
): MockLink.MockedResponse[] => [
  apiAnswer(FrontendReleaseSummariesDocument, { frontend }, { frontendReleases: releases }),
  apiAnswer(FrontendDeploymentsDocument, { frontend, limit: 50 }, { frontendDeployments: deployments }),
];

/** The catalog's 1.5.0 live (deployed by Anna after 1.4.0 from the CLI), both registered; 1.5.0 failed 3 times this hour. */
export const CATALOG_LIVE = frontendAnswers(
  'catalog',
  [release('catalog', V15, 22, 'a1b2c3d4e5f6', 3), release('catalog', V14, 20, '0123456789ab')],
  [
    deployment(2, 'catalog', V15, V14, 23, 'DEPLOY', 'Анна Админова (anna@shop.test)'),
    deployment(1, 'catalog', V14, null, 21),
  ],
);

/** Every front-end but the catalog: nothing released yet. */
export const OTHERS_NONE = ['shell', 'cart', 'auth', 'backoffice'].flatMap((frontend) =>
  frontendAnswers(frontend, [], []),
);
