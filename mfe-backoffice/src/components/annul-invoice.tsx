import { useState } from 'react';
import type { MutationFailure } from '../lib/mutation-failure';
import styles from './documents.module.css';
import { FormAlert } from './field-message';

/**
 * «Аннулировать счёт» with a second step: the clerk confirms before the invoice stops asking for
 * money. A refusal (a posted payment on it) is shown as the API worded it.
 */
export function AnnulInvoice({ title, onAnnul }: { title: string; onAnnul: () => Promise<MutationFailure | null> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const annul = async () => {
    setBusy(true);
    setProblem(null);
    const failure = await onAnnul();
    setBusy(false);
    setConfirming(false);
    if (failure) setProblem(failure.message);
  };
  return (
    <>
      {confirming ? (
        <span className={styles.actions} role="group" aria-label="Аннулировать счёт">
          Аннулировать {title}? Оплата по нему больше не будет приниматься.
          <button type="button" className={`button ${styles.danger}`} disabled={busy} onClick={() => void annul()}>
            Да, аннулировать
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            Нет
          </button>
        </span>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Аннулировать счёт
        </button>
      )}
      <FormAlert message={problem} />
    </>
  );
}
