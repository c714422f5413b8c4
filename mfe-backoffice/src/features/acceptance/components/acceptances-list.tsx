import {
  AcceptancesDocument,
  type AcceptanceFilter,
  type DocumentStatus,
} from '../../../lib/graphql/operations.generated';
import { DOCUMENT_STATUS_TITLES } from '@shop/shared/purchasing';
import { Link } from '@shop/shared/router';
import { choice } from '../../../components/filters-bar';
import { ListPage } from '../../../components/list-page';
import { documentColumns } from '../../../components/document-columns';

/** The API's filter from the address: the status, when it is a known one. */
function filterOf(read: (key: string) => string): AcceptanceFilter {
  const status = read('status');
  return status in DOCUMENT_STATUS_TITLES ? { status: status as DocumentStatus } : {};
}

/** `/dmn/acceptance`: acceptances, newest first; a new one starts from a placed supplier order. */
export function AcceptancesList() {
  return (
    <ListPage
      kind="acceptance"
      source={{ document: AcceptancesDocument, filterOf }}
      hint={
        <>
          Новая приёмка начинается с размещённого заказа: откройте его в разделе{' '}
          <Link to="/dmn/supplier-orders?status=PLACED">«Заказы поставщикам»</Link> и нажмите «Принять товар».
        </>
      }
      filters={{ live: true, label: 'Отбор приёмок', fields: [choice('status', 'Статус', DOCUMENT_STATUS_TITLES)] }}
      framed
      columns={[
        documentColumns.text('Поставщик', 'supplierName'),
        documentColumns.reference('Заказ', 'supplier-orders', 'supplierOrderNid'),
      ]}
    />
  );
}
