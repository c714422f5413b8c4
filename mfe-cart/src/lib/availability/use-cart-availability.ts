import { useMemo } from 'react';
import type { LineAvailability } from '@shop/shared/availability';
import { useQuery } from '@shop/shared/apollo';
import { MAX_ORDER_LINES } from '@shop/shared/checkout';
import type { DeliveryMethod } from '@shop/shared/delivery';
import type { CartItem } from '@shop/shared/store';
import { CartAvailabilityDocument } from '../graphql/operations.generated';

const NONE: ReadonlyMap<number, LineAvailability> = new Map();

/**
 * What each line would hold and wait for if the order were placed now (the API's reservation
 * rules): by the delivery chosen, or — before one is — as a delivery, which every location serves.
 * Asked again as quantities change; nothing is known while it is asked or when it fails (the order
 * page tells what the order got).
 */
export function useCartAvailability(
  items: readonly CartItem[],
  delivery: DeliveryMethod | '' = '',
): ReadonlyMap<number, LineAvailability> {
  const lines = useMemo(() => items.map(({ nid, quantity }) => ({ nid, quantity })), [items]);
  const { data } = useQuery(CartAvailabilityDocument, {
    variables: { lines, delivery: delivery || 'RING_ROAD' },
    fetchPolicy: 'cache-and-network',
    skip: lines.length === 0 || lines.length > MAX_ORDER_LINES,
  });
  return useMemo(() => (data ? new Map(data.cartAvailability.map((line) => [line.nid, line])) : NONE), [data]);
}
