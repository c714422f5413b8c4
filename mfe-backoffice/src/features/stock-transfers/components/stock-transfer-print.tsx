import type { StockTransferFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatDate } from '../../../lib/dates';
import styles from '../../../components/print.module.css';
import { ShopRequisites } from '../../../components/shop-requisites';

const NOT_POSTED: Partial<Record<StockTransferFieldsFragment['status'], string>> = {
  DRAFT: 'Черновик: документ не проведён',
  CANCELLED: 'Проведение документа отменено',
};

/**
 * `/dmn/stock-transfers/:nid/print`: «Накладная на внутреннее перемещение товаров» as it goes on paper with the goods
 * (who handed them over, who took them); the menu stays off the print.
 */
export function StockTransferSheet({
  stockTransfer: transfer,
  titleId,
}: {
  stockTransfer: StockTransferFieldsFragment;
  titleId: string;
}) {
  return (
    <>
      {NOT_POSTED[transfer.status] ? <p className={styles.stamp}>{NOT_POSTED[transfer.status]}</p> : null}
      <h1 id={titleId}>
        Накладная на внутреннее перемещение товаров № {transfer.nid} от{' '}
        {formatDate(transfer.postedAt ?? transfer.createdAt)}
      </h1>
      <ShopRequisites />
      <div className={styles.requisites}>
        <section aria-labelledby="transfer-print-sender">
          <h2 id="transfer-print-sender">Отправитель</h2>
          <div>{transfer.location.name}</div>
        </section>
        <section aria-labelledby="transfer-print-receiver">
          <h2 id="transfer-print-receiver">Получатель</h2>
          <div>{transfer.destination.name}</div>
        </section>
      </div>
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
          </tr>
        </thead>
        <tbody>
          {transfer.lines.map((line, index) => (
            <tr key={line.lineNo}>
              <td>{index + 1}</td>
              <td>{line.name}</td>
              <td>{line.vendorCode}</td>
              <td>шт.</td>
              <td className={styles.number}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Всего наименований {transfer.lineCount}, единиц товара {transfer.quantity}.
      </p>
      {transfer.comment ? <p>Примечание: {transfer.comment}</p> : null}
      <div className={styles.signatures}>
        <span>Сдал ____________ / ____________</span>
        <span>Принял ____________ / ____________</span>
      </div>
    </>
  );
}
