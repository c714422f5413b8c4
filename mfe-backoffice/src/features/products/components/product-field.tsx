import type { ReactNode } from 'react';
import styles from './products.module.css';

/** The id of a form field's control (`options.25` -> `product-options-25`). */
const controlId = (field: string) => `product-${field.replace(/\W/g, '-')}`;

/** What a control needs to be tied to its hint and error. */
interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface ProductFieldProps {
  field: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  wide?: boolean;
  /** Renders the control with the props that label it and tie its messages to it. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error beside it (aria-describedby, aria-invalid). */
export function ProductField({ field, label, error, hint, wide, children }: ProductFieldProps) {
  const id = controlId(field);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const control: ControlProps = {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(control)}
      {hint ? (
        <p id={hintId as string} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId as string} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
