import { useState } from 'react';
import { attempt, type MutationFailure } from './mutation-failure';

/**
 * A document page's actions run as steps (e.g. save the draft, then post it): busy while they
 * run, the first refusal kept for the page (later steps skipped), or the success message;
 * `refuse` keeps a refusal the page sorted itself.
 */
export function useDocumentSteps() {
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs the steps in order; the refusal that stopped them, or null when all went through. */
  const run = async (steps: (() => Promise<unknown>)[], success: string): Promise<MutationFailure | null> => {
    setFailure(null);
    setDone(null);
    setBusy(true);
    for (const step of steps) {
      const result = await attempt(step);
      if (!result.ok) {
        setFailure(result.failure);
        setBusy(false);
        return result.failure;
      }
    }
    setBusy(false);
    setDone(success);
    return null;
  };
  return { failure, done, busy, run, refuse: setFailure };
}
