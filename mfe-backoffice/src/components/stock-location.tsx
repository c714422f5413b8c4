import { useId } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { StockLocationsDocument } from '../lib/graphql/operations.generated';
import styles from './documents.module.css';
import { describedBy, FieldMessage } from './field-message';

/** A place goods are kept, as the API names it. */
export interface StockLocation {
  nid: number;
  name: string;
  pickup: boolean;
}

/** The shop's stock locations in their list order; empty while they load. */
export function useStockLocations(): readonly StockLocation[] {
  return useQuery(StockLocationsDocument, { fetchPolicy: 'cache-first' }).data?.stockLocations ?? [];
}

/** Where a document's goods are: «Место хранения: Склад». */
export function LocationLine({ location, label = 'Место хранения' }: { location: StockLocation; label?: string }) {
  return (
    <p>
      {label}: {location.name}
    </p>
  );
}

/**
 * «Место хранения» on a document's form: the locations to choose from, the chosen one listed even
 * while they load (so a draft never shows a blank), the API's message beside it.
 */
export function StockLocationSelect({
  value,
  onChange,
  error,
  label = 'Место хранения',
}: {
  value: StockLocation;
  onChange: (location: StockLocation) => void;
  error?: string | undefined;
  label?: string;
}) {
  const id = useId();
  const loaded = useStockLocations();
  const locations = loaded.some((location) => location.nid === value.nid) ? loaded : [value, ...loaded];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value.nid}
        {...describedBy(`${id}-error`, error)}
        onChange={(event) => {
          const chosen = locations.find((location) => location.nid === Number(event.target.value));
          if (chosen) onChange(chosen);
        }}
      >
        {locations.map((location) => (
          <option key={location.nid} value={location.nid}>
            {location.name}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
