import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { formatDay } from '../lib/dates';
import type { IncomingSupplyFieldsFragment } from '../lib/graphql/operations.generated';
import { useOpensSection } from '../lib/use-opens-section';

/**
 * Open supplier orders bringing a product, one item each: «Заказ поставщику № 12 (ООО «Акватех»):
 * 3 шт., ожидается 12.12.2026» — a link for those who open purchasing. `children` end the list.
 */
export function IncomingSupplies({
  supplies,
  className,
  children,
}: {
  supplies: readonly IncomingSupplyFieldsFragment[];
  className?: string;
  children?: ReactNode;
}) {
  const opensSupplierOrders = useOpensSection('/dmn/supplier-orders');
  return (
    <ul className={className}>
      {supplies.map((supply) => {
        const title = `Заказ поставщику № ${supply.supplierOrderNid}`;
        return (
          <li key={supply.supplierOrderNid}>
            {opensSupplierOrders ? <Link to={`/dmn/supplier-orders/${supply.supplierOrderNid}`}>{title}</Link> : title}{' '}
            ({supply.supplierName}): {supply.quantity} шт.,{' '}
            {supply.expectedDate ? `ожидается ${formatDay(supply.expectedDate)}` : 'дата не указана'}
          </li>
        );
      })}
      {children}
    </ul>
  );
}
