import type { DeploymentAction } from '@shop/shared/graphql';

/** What staff call each kind of switch in a front-end's history. */
export const DEPLOYMENT_ACTION_TITLES: Record<DeploymentAction, string> = {
  DEPLOY: 'Выпуск',
  ROLLBACK: 'Откат',
};

/** A commit as a table shows it: its first 10 hex digits, and `-dirty` when the tree had uncommitted changes. */
export const shortCommit = (commit: string) => commit.replace(/^([0-9a-f]{10})[0-9a-f]+/, '$1');
