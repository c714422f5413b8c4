import { useId } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { BuyersDocument, SuppliersDocument, type PaymentDirection } from '@shop/shared/graphql';
import styles from '../../documents/components/documents.module.css';

export interface CounterpartySelectProps {
  direction: PaymentDirection;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Buyers for money in, suppliers for money out; «по счёту» when the invoice names the counterparty. */
export function CounterpartySelect({ direction, value, onChange, error }: CounterpartySelectProps) {
  const id = useId();
  const buyers = useQuery(BuyersDocument, { variables: { limit: 100 }, skip: direction !== 'IN' });
  const suppliers = useQuery(SuppliersDocument, { variables: { limit: 100 }, skip: direction !== 'OUT' });
  const options = (direction === 'IN' ? buyers.data?.buyers.items : suppliers.data?.suppliers.items) ?? [];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{direction === 'IN' ? 'Покупатель' : 'Поставщик'}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">— по счёту —</option>
        {options.map((option) => (
          <option key={option.nid} value={String(option.nid)}>{option.name}</option>
        ))}
      </select>
      {error ? <span id={`${id}-error`} className={styles.fieldError}>{error}</span> : null}
    </div>
  );
}
