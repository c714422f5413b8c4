import styles from './documents.module.css';
import { describedBy, FieldMessage } from './field-message';

export interface QuantityInputProps {
  /** «Отгружаем: Смеситель…»: the figure and the product. */
  label: string;
  value: string;
  error?: string | undefined;
  /** The id of the message beside it. */
  messageId: string;
  onChange: (value: string) => void;
}

/** A figure typed into a table's cell, with its message beside it. */
export function QuantityInput({ label, value, error, messageId, onChange }: QuantityInputProps) {
  return (
    <>
      <input
        className={styles.cellInput}
        inputMode="numeric"
        aria-label={label}
        value={value}
        {...describedBy(messageId, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessage id={messageId} message={error} />
    </>
  );
}
