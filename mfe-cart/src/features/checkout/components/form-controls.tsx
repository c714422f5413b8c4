import type { CheckoutField } from '@shop/shared/checkout';
import styles from './checkout.module.css';

const fieldId = (field: CheckoutField) => `checkout-${field}`;
const errorId = (field: CheckoutField) => `${fieldId(field)}-error`;
const hintId = (field: CheckoutField) => `${fieldId(field)}-hint`;

const describedBy = (field: CheckoutField, hint: unknown, error: unknown) =>
  [hint ? hintId(field) : null, error ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

export type ChangeField = (field: CheckoutField, value: string) => void;

function FieldMessages({
  field,
  hint,
  error,
}: {
  field: CheckoutField;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(field)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps {
  field: CheckoutField;
  label: string;
  value: string;
  onChange: ChangeField;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'decimal';
  multiline?: boolean;
}

/** A labelled input whose hint and error are tied to it (aria-describedby). */
export function TextField({
  field,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  multiline,
  ...input
}: TextFieldProps) {
  const control = {
    id: fieldId(field),
    name: field,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, hint, error),
    onBlur,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={control.id}>{label}</label>
      {multiline ? (
        <textarea {...control} rows={3} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...control}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      <FieldMessages field={field} hint={hint} error={error} />
    </div>
  );
}

export interface ChoiceGroupProps<T extends string> {
  field: CheckoutField;
  legend: string;
  choices: Readonly<Record<T, string>>;
  /** A short line under a choice, e.g. what it costs. */
  notes?: Partial<Record<T, string>>;
  value: T | '';
  onChange: ChangeField;
  error?: string | undefined;
}

/** A radio group with a legend; the error is tied to the group. */
export function ChoiceGroup<T extends string>({
  field,
  legend,
  choices,
  notes,
  value,
  onChange,
  error,
}: ChoiceGroupProps<T>) {
  const legendId = `${fieldId(field)}-legend`;
  return (
    <fieldset
      className={styles.choices}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(field, null, error)}
    >
      <legend id={legendId}>{legend}</legend>
      {(Object.entries(choices) as [T, string][]).map(([choice, label]) => {
        const note = notes?.[choice];
        const noteId = `${fieldId(field)}-${choice}-note`;
        return (
          <div key={choice} className={styles.choice}>
            <label>
              <input
                type="radio"
                name={field}
                value={choice}
                checked={value === choice}
                aria-describedby={note ? noteId : undefined}
                onChange={() => onChange(field, choice)}
              />
              {label}
            </label>
            {note ? (
              <span id={noteId} className={styles.choiceNote}>
                {note}
              </span>
            ) : null}
          </div>
        );
      })}
      <FieldMessages field={field} error={error} />
    </fieldset>
  );
}
