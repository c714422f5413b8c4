import { useState } from 'react';
import { CombinedGraphQLErrors, useMutation } from '@shop/shared/apollo';
import {
  DeployReleaseDocument,
  RollbackReleaseDocument,
  type FrontendDeploymentFieldsFragment,
} from '@shop/shared/graphql';
import { mutationFailure } from '../../../lib/mutation-failure';
import { frontendQueries } from './use-frontend-state';

/** Why a switch did not happen: the API's words, and each problem its checks found. */
export interface SwitchRefusal {
  message: string;
  problems: readonly string[];
}

const UNAVAILABLE = 'сервер недоступен. Попробуйте ещё раз.';

/**
 * A refused switch as staff read it: the first line of the API's message (the problems follow it
 * in the message too, and are listed from `extensions.problems`), or why the request failed.
 */
function switchRefusal(error: unknown): SwitchRefusal {
  if (!CombinedGraphQLErrors.is(error)) return { message: UNAVAILABLE, problems: [] };
  const [first] = error.errors;
  const extensions = (first?.extensions ?? {}) as { code?: unknown; problems?: unknown };
  if (extensions.code === 'FORBIDDEN' || !first) return { message: mutationFailure(error).message, problems: [] };
  const problems = Array.isArray(extensions.problems)
    ? extensions.problems.filter((problem): problem is string => typeof problem === 'string')
    : [];
  const message = problems.length > 0 ? (first.message.split('\n')[0] ?? '').replace(/:$/, '') : first.message;
  return { message, problems };
}

/** What happened, in Russian: the live version now, or that it was live already. */
function switchDone(title: string, outcome: { switched: boolean; deployment: FrontendDeploymentFieldsFragment }) {
  const { version, previousVersion, action } = outcome.deployment;
  if (!outcome.switched) return `«${title}»: версия ${version} уже работает, ничего не изменилось.`;
  if (action === 'ROLLBACK') return `«${title}» откачен: работает версия ${version} вместо ${previousVersion ?? '—'}.`;
  return `«${title}»: выложена версия ${version}, она работает у посетителей.`;
}

/**
 * Deploys a registered release of a front-end or rolls it back, with the same mutations as the CLI;
 * the front-end's lists are asked again after a switch. Busy while one runs, then its success or refusal.
 */
export function useReleaseSwitch(frontend: string, title: string) {
  const refetch = { refetchQueries: frontendQueries(frontend), awaitRefetchQueries: true };
  const [deploy] = useMutation(DeployReleaseDocument, refetch);
  const [rollback] = useMutation(RollbackReleaseDocument, refetch);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SwitchRefusal | null>(null);

  const run = async (
    send: () => Promise<{ switched: boolean; deployment: FrontendDeploymentFieldsFragment } | undefined>,
  ) => {
    setBusy(true);
    setDone(null);
    setRefusal(null);
    try {
      const outcome = await send();
      if (outcome) setDone(switchDone(title, outcome));
    } catch (error) {
      setRefusal(switchRefusal(error));
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    done,
    refusal,
    deploy: (version: string) =>
      run(async () => (await deploy({ variables: { frontend, version } })).data?.deployRelease),
    rollback: () => run(async () => (await rollback({ variables: { frontend } })).data?.rollbackRelease),
  };
}

export type ReleaseSwitch = ReturnType<typeof useReleaseSwitch>;
