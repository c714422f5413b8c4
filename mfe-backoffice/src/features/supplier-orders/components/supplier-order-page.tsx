import type { SupplierOrderFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { formatDay, formatMoment } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { useOrderActions } from '../api/use-order-actions';
import type { OrderDraft } from '../hooks/use-order-form';
import { OrderReceivedLines } from './order-received-lines';
import { SupplierOrderForm } from './supplier-order-form';
import { DocumentComment } from '../../../components/document-page';
import { FormAlert } from '../../../components/field-message';

const RECEIVING = ['PLACED', 'PARTLY_RECEIVED', 'RECEIVED'];

const draftOf = (order: SupplierOrderFieldsFragment): OrderDraft => ({
  supplierNid: String(order.supplierNid),
  expectedDate: order.expectedDate ?? '',
  comment: order.comment ?? '',
  lines: order.lines.map((line) => ({
    nid: line.nid,
    name: line.name,
    vendorCode: line.vendorCode,
    quantity: String(line.quantity),
    price: String(line.price),
  })),
});

/** `/dmn/supplier-orders/:nid`: a draft to edit and place, or a placed order with what has come and its acceptances. */
export function SupplierOrderView({ supplierOrder: order }: { supplierOrder: SupplierOrderFieldsFragment }) {
  const actions = useOrderActions(order.nid);
  return (
    <>
      <p>
        <StatusBadge status={order.status} />{' '}
        <span className={styles.muted}>
          создал(а) {order.createdByName} {formatMoment(order.createdAt)}
          {order.statusChangedByName ? ` · статус изменил(а) ${order.statusChangedByName}` : ''}
        </span>
      </p>
      <FormAlert message={actions.message} />
      {order.status === 'DRAFT' ? (
        <SupplierOrderForm
          key={order.nid}
          initial={draftOf(order)}
          submitLabel="Сохранить черновик"
          onSave={actions.save}
        >
          <button type="button" className="button" onClick={() => void actions.place()}>
            Разместить у поставщика
          </button>
          <button type="button" className="button button--secondary" onClick={() => void actions.remove()}>
            Удалить черновик
          </button>
        </SupplierOrderForm>
      ) : (
        <>
          <p>
            Поставщик: <Link to={`../suppliers/${order.supplierNid}`}>{order.supplierName}</Link>
            {order.expectedDate ? ` · ожидается ${formatDay(order.expectedDate)}` : ''}
          </p>
          <DocumentComment comment={order.comment} />
          <OrderReceivedLines lines={order.lines} />
          <p className={styles.total}>Итого: {formatPrice(order.total)}</p>
          <div className={styles.actions}>
            {RECEIVING.includes(order.status) ? (
              <>
                <button type="button" className="button" onClick={() => void actions.accept()}>
                  Принять товар
                </button>
                <button type="button" className="button button--secondary" onClick={() => void actions.close()}>
                  Закрыть заказ
                </button>
              </>
            ) : null}
            {order.status === 'PLACED' ? (
              <button type="button" className="button button--secondary" onClick={() => void actions.cancel()}>
                Отменить заказ
              </button>
            ) : null}
          </div>
        </>
      )}
      {order.acceptances.length > 0 ? (
        <>
          <h2>Приёмки по заказу</h2>
          <ul>
            {order.acceptances.map((acceptance) => (
              <li key={acceptance.nid}>
                <Link to={`/dmn/acceptance/${acceptance.nid}`}>Приёмка № {acceptance.nid}</Link>{' '}
                <StatusBadge status={acceptance.status} /> {formatPrice(acceptance.total)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
