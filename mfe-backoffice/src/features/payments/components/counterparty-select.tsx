import { useId } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { BuyersDocument, SuppliersDocument } from '../../../lib/graphql/operations.generated';
import styles from '../../../components/documents.module.css';

export interface CounterpartySelectProps {
  /** Buyers for money in (and refunds to them), suppliers for money out (and refunds from them). */
  kind: 'BUYER' | 'SUPPLIER';
  value: string;
  onChange: (value: string) => void;
  /** The invoice may name the counterparty instead («по счёту»); a refund has no invoice. */
  byInvoice?: boolean;
  error?: string | undefined;
}

/** The payment's counterparty; «по счёту» when the invoice names it. */
export function CounterpartySelect({ kind, value, onChange, byInvoice = true, error }: CounterpartySelectProps) {
  const id = useId();
  const buyers = useQuery(BuyersDocument, { variables: { limit: 100 }, skip: kind !== 'BUYER' });
  const suppliers = useQuery(SuppliersDocument, { variables: { limit: 100 }, skip: kind !== 'SUPPLIER' });
  const options = (kind === 'BUYER' ? buyers.data?.buyers.items : suppliers.data?.suppliers.items) ?? [];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{kind === 'BUYER' ? 'Покупатель' : 'Поставщик'}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{byInvoice ? '— по счёту —' : '— выберите —'}</option>
        {options.map((option) => (
          <option key={option.nid} value={String(option.nid)}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
