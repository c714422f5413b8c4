import { DELIVERY_METHODS } from '@shop/shared/delivery';
import type { ShipmentFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import { formatDate } from '../../../lib/dates';
import styles from '../../../components/print.module.css';
import { ShopRequisites } from '../../../components/shop-requisites';
import { GoodsLinesTable } from '../../../components/goods-lines-table';

/** `/dmn/shipments/:nid/print`: «Расходная накладная» as it goes on paper; the menu stays off the print. */
export function ShipmentSheet({ shipment, titleId }: { shipment: ShipmentFieldsFragment; titleId: string }) {
  const lines = shipment.lines.filter((line) => line.quantity > 0);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      <h1 id={titleId}>
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
}
