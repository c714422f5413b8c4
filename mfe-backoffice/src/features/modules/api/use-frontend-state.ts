import { useQuery } from '@shop/shared/apollo';
import { FrontendDeploymentsDocument } from '@shop/shared/graphql';
import { FrontendReleaseSummariesDocument } from '../../../lib/graphql/operations.generated';

/** How many switches of a front-end its history shows (the API gives at most 100). */
const HISTORY_LIMIT = 50;

/** The queries a front-end's blocks read: asked again after a switch of its live release. */
export const frontendQueries = (frontend: string) => [
  { query: FrontendReleaseSummariesDocument, variables: { frontend } },
  { query: FrontendDeploymentsDocument, variables: { frontend, limit: HISTORY_LIMIT } },
];

/**
 * A front-end's registered releases and switches, and its live release: the latest switch (the API's
 * definition of live), with the commit and build time of its registered release when that is among
 * the latest 100.
 */
export function useFrontendState(frontend: string) {
  const releases = useQuery(FrontendReleaseSummariesDocument, { variables: { frontend } });
  const deployments = useQuery(FrontendDeploymentsDocument, { variables: { frontend, limit: HISTORY_LIMIT } });
  const data =
    releases.data && deployments.data
      ? { releases: releases.data.frontendReleases, deployments: deployments.data.frontendDeployments }
      : undefined;
  const live = data?.deployments[0] ?? null;
  return {
    data,
    live,
    liveRelease: live ? (data?.releases.find((release) => release.version === live.version) ?? null) : null,
    query: {
      data,
      loading: releases.loading || deployments.loading,
      error: releases.error ?? deployments.error,
      refetch: () => Promise.all([releases.refetch(), deployments.refetch()]),
    },
  };
}

export type FrontendState = ReturnType<typeof useFrontendState>;
