import {
  CreateStockTransferDocument,
  StockTransfersDocument,
  type StockTransferFilter,
} from '../../../lib/graphql/operations.generated';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { choice, dayRange, type ListFilters } from '../../../components/filters-bar';
import { documentFilterOf } from '../../../lib/document-filter';
import { StartDocument } from '../../../components/start-document';
import { useStockLocations } from '../../../components/stock-location';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';
import styles from '../../../components/documents.module.css';

/** The API's filter from the address (`?status=POSTED&location=2&from=...&to=...&q=...`); unknown values are left out. */
const stockTransferFilterOf = (read: (key: string) => string): StockTransferFilter => {
  const location = Number(read('location'));
  return {
    ...documentFilterOf(read, DOCUMENT_STATUS_TITLES),
    ...(Number.isInteger(location) && location > 0 ? { locationNid: location } : {}),
  };
};

/** Status, location and days apply at once; the number applies on Enter or «Найти». */
function useStockTransferFilters(): ListFilters {
  const locations = useStockLocations();
  return {
    label: 'Отбор перемещений',
    search: { key: 'q', label: 'Номер перемещения' },
    fields: [
      choice('status', 'Статус', DOCUMENT_STATUS_TITLES),
      choice(
        'location',
        'Место хранения',
        Object.fromEntries(locations.map((location) => [String(location.nid), location.name])),
      ),
      ...dayRange('from', 'to'),
    ],
  };
}

/** «Новое перемещение»: a draft from the warehouse to the shop, opened for the storekeeper to fill in. */
function StartTransfer() {
  return (
    <p className={styles.actions}>
      <StartDocument
        create={CreateStockTransferDocument}
        input={{}}
        pageOf={(data) => `/dmn/stock-transfers/${data.createStockTransfer.nid}`}
        label="Новое перемещение"
        busyLabel="Создаём…"
      />
    </p>
  );
}

/** `/dmn/stock-transfers`: transfers between the shop's locations, newest first, filtered and paged in the address. */
export function StockTransfersList() {
  return (
    <ListPage
      kind="stockTransfer"
      source={{ document: StockTransfersDocument, filterOf: stockTransferFilterOf }}
      hint={<>Перемещение товара между складом и магазином: например, чтобы заказ можно было забрать из магазина.</>}
      intro={<StartTransfer />}
      filters={useStockTransferFilters()}
      columns={[
        documentColumns.link('stockTransfer'),
        documentColumns.created(),
        { title: 'Откуда', cell: (row) => row.location.name },
        { title: 'Куда', cell: (row) => row.destination.name },
        { title: 'Товаров', number: true, cell: (row) => `${row.lineCount} поз., ${row.quantity} шт.` },
        documentColumns.status(),
      ]}
    />
  );
}
