import { useState } from 'react';
import styles from '../../../components/documents.module.css';

export interface ConfirmSwitchProps {
  /** The button: «Откатить», «Выложить эту версию». */
  label: string;
  /** What the second step asks, naming the versions. */
  question: string;
  /** The button that confirms: «Да, откатить». */
  confirmLabel: string;
  /** A switch is running: no other may start. */
  busy: boolean;
  onConfirm: () => Promise<void>;
}

/**
 * A switch of what visitors get, with a second step (as annulling an invoice): the administrator
 * reads which version goes live and confirms it before anything is sent.
 */
export function ConfirmSwitch({ label, question, confirmLabel, busy, onConfirm }: ConfirmSwitchProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(true)}>
        {label}
      </button>
    );
  const confirm = async () => {
    await onConfirm();
    setConfirming(false);
  };
  return (
    <span className={styles.actions} role="group" aria-label={label}>
      {question}
      <button type="button" className={`button ${styles.danger}`} disabled={busy} onClick={() => void confirm()}>
        {confirmLabel}
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(false)}>
        Нет
      </button>
    </span>
  );
}
