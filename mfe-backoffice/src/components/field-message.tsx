import styles from './documents.module.css';

/** A message beside its field, the field pointing at it (see `describedBy`). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={styles.fieldError}>
      {message}
    </span>
  ) : null;
}

/** The attributes that tie a field to its message: invalid and described by it while there is one. */
export const describedBy = (id: string, message: string | undefined) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? id : undefined,
});

/** A message for the whole form (a refusal not tied to a field), announced as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.fieldError} role="alert">
      {message}
    </p>
  ) : null;
}
