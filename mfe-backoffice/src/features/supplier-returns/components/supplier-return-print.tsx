import type { SupplierReturnFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import { formatDate } from '../../../lib/dates';
import styles from '../../../components/print.module.css';
import { ShopRequisites } from '../../../components/shop-requisites';
import { RETURN_REASON_TITLES } from './return-reasons';

const NOT_POSTED: Partial<Record<SupplierReturnFieldsFragment['status'], string>> = {
  DRAFT: 'Черновик: документ не проведён',
  CANCELLED: 'Проведение документа отменено',
};

/** The returned lines as the supplier signs for them: what, how many, at what price, and why. */
function ReturnedGoods({ lines }: { lines: SupplierReturnFieldsFragment['lines'] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">№</th>
          <th scope="col">Товар</th>
          <th scope="col">Артикул</th>
          <th scope="col">Ед.</th>
          <th scope="col" className={styles.number}>
            Кол-во
          </th>
          <th scope="col" className={styles.number}>
            Цена
          </th>
          <th scope="col" className={styles.number}>
            Сумма
          </th>
          <th scope="col">Причина возврата</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.lineNo}>
            <td>{index + 1}</td>
            <td>{line.name}</td>
            <td>{line.vendorCode}</td>
            <td>шт.</td>
            <td className={styles.number}>{line.quantity}</td>
            <td className={styles.number}>{formatPrice(line.price)}</td>
            <td className={styles.number}>{formatPrice(line.amount)}</td>
            <td>
              {[line.reason ? RETURN_REASON_TITLES[line.reason] : '', line.note ?? ''].filter(Boolean).join(': ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/dmn/supplier-returns/:nid/print`: «Накладная на возврат товара поставщику» as it goes on paper; the menu stays off the print. */
export function SupplierReturnSheet({
  supplierReturn,
  titleId,
}: {
  supplierReturn: SupplierReturnFieldsFragment;
  titleId: string;
}) {
  const lines = supplierReturn.lines.filter((line) => line.quantity > 0);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <>
      {NOT_POSTED[supplierReturn.status] ? <p className={styles.stamp}>{NOT_POSTED[supplierReturn.status]}</p> : null}
      <h1 id={titleId}>
        Накладная на возврат товара поставщику № {supplierReturn.nid} от{' '}
        {formatDate(supplierReturn.postedAt ?? supplierReturn.createdAt)}
      </h1>
      <div className={styles.requisites}>
        <section aria-labelledby="return-print-sender">
          <h2 id="return-print-sender">Грузоотправитель</h2>
          <ShopRequisites />
        </section>
        <section aria-labelledby="return-print-receiver">
          <h2 id="return-print-receiver">Грузополучатель (поставщик)</h2>
          <div>{supplierReturn.supplierName}</div>
          {supplierReturn.supplierInn ? (
            <div>
              ИНН {supplierReturn.supplierInn}
              {supplierReturn.supplierKpp ? `, КПП ${supplierReturn.supplierKpp}` : ''}
            </div>
          ) : null}
          {supplierReturn.supplierAddress ? <div>Адрес: {supplierReturn.supplierAddress}</div> : null}
        </section>
      </div>
      <p>
        Основание: приёмка товара № {supplierReturn.acceptanceNid} по заказу поставщику №{' '}
        {supplierReturn.supplierOrderNid}
      </p>
      <ReturnedGoods lines={lines} />
      <p className={styles.total}>Итого: {formatPrice(total)}</p>
      <p className={styles.total}>Без НДС</p>
      <p>
        Всего наименований {lines.length}, на сумму {formatPrice(total)}.
      </p>
      {supplierReturn.comment ? <p>Примечание: {supplierReturn.comment}</p> : null}
      <div className={styles.signatures}>
        <span>Отпустил ____________ / ____________</span>
        <span>Получил ____________ / ____________</span>
      </div>
    </>
  );
}
