import { deliversOwnOnly } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import {
  DriversDocument,
  RouteSheetDocument,
  type RouteStopFieldsFragment,
} from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { formatPrice, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { EmptyList, QueryStates } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { shiftDay } from '@shop/shared/shop-days';
import { useRouteParams } from '../hooks/use-route-params';
import { RouteStopActions } from './route-stop-actions';
import { RouteStopsTable } from './route-stops-table';
import { useOpensSection } from '../../../lib/use-opens-section';

/** `/dmn/delivery?date=…&driver=…`: the day's route sheet per driver; a driver sees and marks only their own. */
export function RouteSheetPage() {
  const route = useRouteParams();
  const ownOnly = useShopStore((roles) => deliversOwnOnly(roles));
  const opensShipments = useOpensSection('shipments');
  useDocumentTitle(`Маршрутный лист на ${formatDay(route.date)}`);
  const query = useQuery(RouteSheetDocument, {
    variables: { date: route.date, driverUid: route.driver || null },
  });
  const { data } = query;
  const drivers = useQuery(DriversDocument, { skip: ownOnly });
  const sheet = data?.routeSheet;
  const shipmentCell = (stop: RouteStopFieldsFragment) =>
    opensShipments ? (
      <Link to={`/dmn/shipments/${stop.shipmentNid}`}>№ {stop.shipmentNid}</Link>
    ) : (
      `№ ${stop.shipmentNid}`
    );
  return (
    <section className="page" aria-labelledby="route-sheet-title">
      <h1 id="route-sheet-title">Маршрутный лист на {formatDay(route.date)}</h1>
      {ownOnly ? (
        <p className={styles.muted}>
          Здесь только ваши доставки. Перенести доставку или сменить водителя может диспетчер.
        </p>
      ) : null}
      <form className={listStyles.filters} aria-label="День и водитель" onSubmit={(event) => event.preventDefault()}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => route.setDate(shiftDay(route.date, -1))}
        >
          ← Предыдущий день
        </button>
        <label>
          Дата
          <input type="date" value={route.date} onChange={(event) => route.setDate(event.target.value)} />
        </label>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => route.setDate(shiftDay(route.date, 1))}
        >
          Следующий день →
        </button>
        {!ownOnly ? (
          <label>
            Водитель
            <select value={route.driver} onChange={(event) => route.setDriver(event.target.value)}>
              <option value="">Все водители</option>
              {drivers.data?.drivers.map((driver) => (
                <option key={driver.uid} value={driver.uid}>
                  {driver.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Link className="button" to={`print${route.search}`}>
          Печатная форма
        </Link>
      </form>
      <QueryStates query={query} what="маршрутный лист" loadingLabel="Загружаем маршрутный лист…" />
      {sheet && sheet.groups.length === 0 ? <EmptyList>На {formatDay(route.date)} доставок нет.</EmptyList> : null}
      {sheet?.groups.map((group) => {
        const title = group.driverName ?? 'Без водителя';
        const headingId = `route-group-${group.driverUid ?? 'none'}`;
        return (
          <section key={group.driverUid ?? 'none'} aria-labelledby={headingId}>
            <h2 id={headingId}>{title}</h2>
            <p className={styles.muted}>
              Доставок: {group.stops.length} · товаров: {group.goodsCount} шт. · получить с покупателей:{' '}
              {formatPrice(group.toCollect)}
            </p>
            <div className={listStyles.tableWrap}>
              <RouteStopsTable
                label={`Доставки: ${title}`}
                stops={group.stops}
                shipmentCell={shipmentCell}
                lastColumn={{ title: 'Отметка', cell: (stop) => <RouteStopActions stop={stop} /> }}
              />
            </div>
          </section>
        );
      })}
    </section>
  );
}
