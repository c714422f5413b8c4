import { useState } from 'react';
import { MAX_CART_QUANTITY } from '../store/cart-item';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** What the buttons and the field are about, e.g. the product name. */
  label: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** − [n] +: whole numbers from 1 to MAX_CART_QUANTITY; a typed value is applied when it is valid. */
export function QuantityStepper({ label, quantity, onChange }: QuantityStepperProps) {
  // What the buyer is typing, until it is applied; otherwise the field shows the quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (value: string) => {
    const next = Number(value);
    if (value.trim() !== '' && Number.isInteger(next) && next >= 1) onChange(Math.min(next, MAX_CART_QUANTITY));
    setDraft(null);
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Уменьшить количество: ${label}`}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CART_QUANTITY}
        aria-label={`Количество: ${label}`}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Увеличить количество: ${label}`}
        disabled={quantity >= MAX_CART_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
