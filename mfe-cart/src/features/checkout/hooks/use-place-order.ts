import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@shop/shared/apollo';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import { CreateBuyerOrderDocument, type BuyerOrderInput } from '../../../lib/graphql/operations.generated';
import { orderFailure, UNAVAILABLE, type OrderFailure } from '../api/order-failure';

export type PlaceOrderOutcome = { kind: 'placed'; order: BuyerOrderFieldsFragment } | OrderFailure;

/**
 * Sends createBuyerOrder, one request at a time: a second submit while one is on its way (a
 * double click, Enter pressed twice) resolves to null and sends nothing.
 */
export function usePlaceOrder() {
  const [createBuyerOrder] = useMutation(CreateBuyerOrderDocument);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const placeOrder = useCallback(
    async (input: () => BuyerOrderInput): Promise<PlaceOrderOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        const { data } = await createBuyerOrder({ variables: { input: input() } });
        return data ? { kind: 'placed', order: data.createBuyerOrder } : UNAVAILABLE;
      } catch (error) {
        return orderFailure(error);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [createBuyerOrder],
  );

  return { placeOrder, sending };
}
