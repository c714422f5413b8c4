import { DELIVERY_METHODS } from '@shop/shared/delivery';
import { ShipmentDocument } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import { formatDate } from '../../../lib/dates';
import styles from '../../../components/print.module.css';
import { PrintSheet, ShopRequisites } from '../../../components/print-sheet';
import { GoodsLinesTable } from '../../../components/goods-lines-table';
import { useAddressNid, useDocumentQuery } from '../../../lib/use-document-query';

/** `/dmn/shipments/:nid/print`: «Расходная накладная» as it goes on paper; the menu stays off the print. */
export function ShipmentPrint() {
  const nid = useAddressNid();
  const query = useDocumentQuery(ShipmentDocument, nid);
  return (
    <PrintSheet
      kind="shipment"
      nid={nid}
      document={query.data?.shipment}
      title={`Расходная накладная № ${nid}`}
      styles={styles}
      titleId="shipment-print-title"
      back="← К отгрузке"
      query={query}
    >
      {(shipment) => {
        const lines = shipment.lines.filter((line) => line.quantity > 0);
        const units = lines.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <>
            <h1 id="shipment-print-title">
              Расходная накладная № {shipment.nid} от {formatDate(shipment.postedAt ?? shipment.createdAt)}
            </h1>
            {shipment.status !== 'POSTED' ? (
              <p className={styles.stamp}>
                {shipment.status === 'DRAFT' ? 'Черновик — не проведена' : 'Проведение отменено'}
              </p>
            ) : null}
            <div className={styles.requisites}>
              <section aria-label="Поставщик">
                <h2>Поставщик</h2>
                <ShopRequisites />
              </section>
              <section aria-label="Покупатель">
                <h2>Покупатель</h2>
                <div>{shipment.buyerName}</div>
                <div>тел. {shipment.phone}</div>
                <div>
                  {DELIVERY_METHODS[shipment.delivery]}
                  {shipment.address ? `: ${shipment.address}` : ''}
                </div>
              </section>
            </div>
            <p>Основание: заказ покупателя № {shipment.orderNumber}</p>
            <GoodsLinesTable
              lines={lines}
              deliveryCost={shipment.deliveryCost}
              total={shipment.total}
              classes={{ number: styles.number }}
            />
            <p>
              Всего отпущено {units} шт. ({lines.length} наим.) на сумму {formatPrice(shipment.total)}. Без НДС.
            </p>
            <div className={styles.signatures}>
              <p>Отпуск разрешил ____________</p>
              <p>Отпустил ____________</p>
              <p>Получил ____________ / {shipment.contactName} /</p>
            </div>
          </>
        );
      }}
    </PrintSheet>
  );
}
