import { useState } from 'react';
import { useMutation } from '@shop/shared/apollo';
import { MarkDeliveryDocument } from '../../../lib/graphql/operations.generated';
import { attempt, type MutationFailure } from '../../../lib/mutation-failure';

/** «Доставлено» / «Не доставлено» for one stop, with the last failure for its row. */
export function useDeliveryMark(shipmentNid: number) {
  const [mark, { loading }] = useMutation(MarkDeliveryDocument);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const send = async (delivered: boolean, reason: string | null) => {
    const result = await attempt(() => mark({ variables: { shipmentNid, input: { delivered, reason } } }));
    setFailure(result.ok ? null : result.failure);
    return result.ok;
  };
  return { busy: loading, failure, setFailure, send };
}
