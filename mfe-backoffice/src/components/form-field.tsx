import { useId, type InputHTMLAttributes } from 'react';
import styles from './documents.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message beside the field; the input is marked invalid and described by it. */
  error?: string | undefined;
  /** Multi-line text. */
  multiline?: boolean;
}

/** A labelled input with its validation message beside it (aria-invalid, aria-describedby). */
export function FormField({ label, value, onChange, error, multiline, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...input} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
