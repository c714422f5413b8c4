import { useCallback, useRef, useState } from 'react';
import type { CheckoutField } from '@shop/shared/checkout';
import { newIdempotencyKey, readCheckoutDraft, writeCheckoutDraft, type CheckoutDraft } from '../checkout-draft';

/**
 * The checkout draft, read once from sessionStorage and written back on every change. Changes
 * build on the latest draft, never on a render's copy of it, so no two changes can overwrite
 * each other however they are batched.
 */
export function useCheckoutDraft() {
  const [draft, setDraft] = useState(readCheckoutDraft);
  const latest = useRef(draft);

  const save = useCallback((next: CheckoutDraft) => {
    latest.current = next;
    // Written at once, not in an effect: an attempt's key must be stored before its request leaves.
    writeCheckoutDraft(next);
    setDraft(next);
  }, []);

  const setField = useCallback(
    (field: CheckoutField, value: string) =>
      save({ ...latest.current, form: { ...latest.current.form, [field]: value } }),
    [save],
  );

  /** The current checkout attempt's idempotency key: made and stored on its first submit, then reused. */
  const attemptKey = useCallback((): string => {
    const existing = latest.current.idempotencyKey;
    if (existing) return existing;
    const idempotencyKey = newIdempotencyKey();
    save({ ...latest.current, idempotencyKey });
    return idempotencyKey;
  }, [save]);

  return { draft, setField, attemptKey };
}
