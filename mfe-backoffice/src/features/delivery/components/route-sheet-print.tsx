import { useQuery } from '@shop/shared/apollo';
import { RouteSheetDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/print.module.css';
import { QueryStates } from '../../../components/list-states';
import { useRouteParams } from '../hooks/use-route-params';
import { RouteStopsTable } from './route-stops-table';

/** `/dmn/delivery/print?date=…`: «Маршрутный лист» on paper, one page part per driver, with room for the buyers' signatures. */
export function RouteSheetPrint() {
  const route = useRouteParams();
  useDocumentTitle(`Маршрутный лист на ${formatDay(route.date)}: печать`);
  const { data, loading, error, refetch } = useQuery(RouteSheetDocument, {
    variables: { date: route.date, driverUid: route.driver || null },
  });
  const sheet = data?.routeSheet;
  return (
    <article className={styles.sheet} aria-labelledby="route-print-title">
      <div className={styles.screenOnly}>
        <Link to={`..${route.search}`}>← К маршрутному листу</Link>{' '}
        <button type="button" className="button" onClick={() => window.print()}>
          Печать
        </button>
      </div>
      <h1 id="route-print-title">Маршрутный лист на {formatDay(route.date)}</h1>
      <QueryStates
        query={{ data, loading, error, refetch }}
        what="маршрутный лист"
        loadingLabel="Загружаем маршрутный лист…"
      />
      {sheet && sheet.groups.length === 0 ? <p>Доставок на этот день нет.</p> : null}
      {sheet?.groups.map((group) => (
        <section key={group.driverUid ?? 'none'} aria-label={group.driverName ?? 'Без водителя'}>
          <h2>Водитель: {group.driverName ?? 'не назначен'}</h2>
          <RouteStopsTable
            label={`Доставки: ${group.driverName ?? 'без водителя'}`}
            stops={group.stops}
            className=""
            numberClass={styles.number}
            shipmentCell={(stop) => `№ ${stop.shipmentNid}`}
            lastColumn={{ title: 'Подпись покупателя', cell: () => '' }}
          />
          <p className={styles.total}>
            Доставок: {group.stops.length} · товаров: {group.goodsCount} шт. · получить с покупателей:{' '}
            {formatPrice(group.toCollect)}
          </p>
          <div className={styles.signatures}>
            <p>Товар выдал ____________</p>
            <p>Водитель ____________ / {group.driverName ?? ''} /</p>
            <p>Деньги сдал ____________ принял ____________</p>
          </div>
        </section>
      ))}
    </article>
  );
}
