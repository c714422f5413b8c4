import { useState } from 'react';
import { canPerform } from '@shop/shared/access';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { downloadPriceList, type PriceListFormat } from '../api/price-list-files';
import { FormAlert } from '../../../components/field-message';
import styles from './products.module.css';

export interface PriceListExportProps {
  /** The list's filter: the export holds what the list shows. */
  search: string;
  categoryNid: number | null;
  /** Whether a filter narrows the list (the buttons say so). */
  filtered: boolean;
}

/** «Выгрузить XLSX / CSV» for the list's products, and the way to import a price list for staff who edit them. */
export function PriceListExport({ search, categoryNid, filtered }: PriceListExportProps) {
  const canEdit = useShopStore((roles) => canPerform(roles, 'editProducts'));
  const [busy, setBusy] = useState<PriceListFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: PriceListFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadPriceList(format, { search, categoryNid });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const what = filtered ? 'найденные товары' : 'все товары';
  return (
    <div className={styles.priceListBar} role="group" aria-label="Прайс-лист">
      {(['xlsx', 'csv'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          aria-label={`Выгрузить ${what} в ${format.toUpperCase()}`}
          onClick={() => void download(format)}
        >
          {busy === format ? 'Готовим файл…' : `Выгрузить ${format.toUpperCase()}`}
        </button>
      ))}
      {canEdit ? (
        <Link className="button button--secondary" to="/dmn/products/price-lists">
          Загрузить прайс-лист
        </Link>
      ) : null}
      <FormAlert message={error} />
    </div>
  );
}
