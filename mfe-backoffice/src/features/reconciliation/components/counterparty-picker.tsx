import { useId, useState } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { BuyersDocument, SuppliersDocument } from '../../../lib/graphql/operations.generated';
import styles from '../../../components/documents.module.css';

/** Found counterparties of each kind shown at once; a search narrows them. */
const FOUND = 20;

export interface CounterpartyPickerProps {
  /** The chosen counterparty's nid; null for none. */
  value: number | null;
  /** Its name, when known, so the choice reads right while the search shows others. */
  valueName?: string | null | undefined;
  onPick: (nid: number) => void;
}

/** A supplier or a buyer: found by part of the name, INN, phone or e-mail, then chosen from the list. */
export function CounterpartyPicker({ value, valueName, onPick }: CounterpartyPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const variables = { search: search.trim() || null, limit: FOUND };
  const suppliers = useQuery(SuppliersDocument, { variables });
  const buyers = useQuery(BuyersDocument, { variables });
  const supplierItems = suppliers.data?.suppliers.items ?? [];
  const buyerItems = buyers.data?.buyers.items ?? [];
  const groups = [
    { label: 'Поставщики', items: supplierItems },
    { label: 'Покупатели', items: buyerItems },
  ];
  const listed = value !== null && [...supplierItems, ...buyerItems].some((item) => item.nid === value);
  const failed = (suppliers.error && !suppliers.data) || (buyers.error && !buyers.data);
  const nothingFound = suppliers.data && buyers.data && supplierItems.length + buyerItems.length === 0;
  const note = failed ? 'Не удалось загрузить список контрагентов' : nothingFound ? 'Никого не нашли' : null;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>Найти контрагента</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Название, ИНН, телефон или e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-select`}>Контрагент</label>
        <select
          id={`${id}-select`}
          value={value === null ? '' : String(value)}
          onChange={(event) => event.target.value && onPick(Number(event.target.value))}
          aria-describedby={note ? `${id}-note` : undefined}
        >
          <option value="">— выберите —</option>
          {value !== null && !listed ? (
            <option value={String(value)}>{valueName ?? `Контрагент № ${value}`}</option>
          ) : null}
          {groups.map((group) =>
            group.items.length ? (
              <optgroup key={group.label} label={group.label}>
                {group.items.map((item) => (
                  <option key={item.nid} value={String(item.nid)}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
        {note ? (
          <span id={`${id}-note`} className={styles.muted}>
            {note}
          </span>
        ) : null}
      </div>
    </>
  );
}
