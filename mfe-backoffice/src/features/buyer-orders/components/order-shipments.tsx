import { useState } from 'react';
import { useMutation, useQuery } from '@shop/shared/apollo';
import { BuyerOrderShipmentsDocument, CreateShipmentDocument } from '../../../lib/graphql/operations.generated';
import { Link, useNavigate } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { mutationFailure } from '../../../lib/mutation-failure';
import { formatDay } from '../../../lib/dates';
import { StatusBadge } from '../../../components/status-badge';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import styles from './buyer-orders.module.css';
import { useOpensSection } from '../../../lib/use-opens-section';

/** The order's shipments and what each line has shipped, for staff who open «Отгрузки». */
export function OrderShipments({ nid }: { nid: number }) {
  const allowed = useOpensSection('shipments');
  return allowed ? <OrderShipmentsSection nid={nid} /> : null;
}

function OrderShipmentsSection({ nid }: { nid: number }) {
  const { data, error, refetch } = useQuery(BuyerOrderShipmentsDocument, { variables: { nid } });
  const order = data?.buyerOrder;
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateShipmentDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const leftToShip = order?.shippedLines.some((line) => line.shipped < line.ordered) ?? false;

  const createShipment = async () => {
    setProblem(null);
    try {
      const result = await create({ variables: { input: { buyerOrderNid: nid } } });
      if (result.data) navigate(`/dmn/shipments/${result.data.createShipment.nid}`);
    } catch (failure) {
      const { message, fieldErrors } = mutationFailure(failure);
      setProblem(Object.values(fieldErrors ?? {})[0] ?? message);
    }
  };

  return (
    <section aria-labelledby="order-shipments-title">
      <h2 id="order-shipments-title">Отгрузки</h2>
      {error && !data ? <QueryError what="отгрузки заказа" onRetry={() => void refetch()} /> : null}
      {order?.status === 'CONFIRMED' && leftToShip ? (
        <p className={styles.actions}>
          <button type="button" className="button" disabled={loading} onClick={() => void createShipment()}>
            {loading ? 'Создаём…' : 'Создать отгрузку'}
          </button>
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {order ? (
        <>
          <div className={listStyles.tableWrap}>
            <table className={listStyles.table} aria-label="Отгружено по строкам заказа">
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col" className={listStyles.number}>
                    Заказано
                  </th>
                  <th scope="col" className={listStyles.number}>
                    Отгружено
                  </th>
                  <th scope="col" className={listStyles.number}>
                    Осталось
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.shippedLines.map((line) => (
                  <tr key={line.lineNo}>
                    <td>{line.name}</td>
                    <td className={listStyles.number}>{line.ordered}</td>
                    <td className={listStyles.number}>{line.shipped}</td>
                    <td className={listStyles.number}>{Math.max(0, line.ordered - line.shipped)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {order.shipments.length === 0 ? (
            <EmptyList>Отгрузок по заказу пока нет.</EmptyList>
          ) : (
            <ul aria-label="Отгрузки заказа">
              {order.shipments.map((shipment) => (
                <li key={shipment.nid}>
                  <Link to={`/dmn/shipments/${shipment.nid}`}>Отгрузка № {shipment.nid}</Link>{' '}
                  <StatusBadge status={shipment.status} /> {formatPrice(shipment.total)}
                  {shipment.deliveryPlan ? ` · доставка ${formatDay(shipment.deliveryPlan.date)}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
