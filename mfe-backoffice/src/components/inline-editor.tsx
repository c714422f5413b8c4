import type { FormEvent, ReactNode } from 'react';
import styles from './documents.module.css';
import { FormAlert } from './field-message';

/** «Изменить» under a document, and «Изменения сохранены» once a change went through. */
export function EditButton({ onStart, saved }: { onStart: () => void; saved: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="button" className="button button--secondary" onClick={onStart}>
        Изменить
      </button>
      {saved ? (
        <span className={styles.muted} role="status">
          Изменения сохранены
        </span>
      ) : null}
    </div>
  );
}

export interface EditFormProps {
  /** The form's accessible name: «Изменить счёт». */
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** A refusal that belongs to no field. */
  message: string;
  busy: boolean;
  onCancel: () => void;
  /** The fields, laid out in a grid. */
  children: ReactNode;
}

/** A document's fields opened for a change: «Сохранить» or «Отмена». */
export function EditForm({ label, onSubmit, message, busy, onCancel, children }: EditFormProps) {
  return (
    <form className={styles.form} aria-label={label} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.grid}>{children}</div>
      <FormAlert message={message} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Сохранить
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}
