import { useState } from 'react';
import { useMutation } from '@shop/shared/apollo';
import {
  CancelSupplierOrderDocument,
  CloseSupplierOrderDocument,
  CreateAcceptanceDocument,
  DeleteSupplierOrderDocument,
  PlaceSupplierOrderDocument,
  UpdateSupplierOrderDocument,
} from '../../../lib/graphql/operations.generated';
import { useNavigate } from '@shop/shared/router';
import { attempt } from '../../../lib/mutation-failure';
import { orderInput, type OrderDraft } from '../hooks/use-order-form';

/** What staff do with an order: save a draft, place, cancel, close, delete it, or start an acceptance. */
export function useOrderActions(nid: number) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [update] = useMutation(UpdateSupplierOrderDocument);
  const [place] = useMutation(PlaceSupplierOrderDocument);
  const [cancel] = useMutation(CancelSupplierOrderDocument);
  const [close] = useMutation(CloseSupplierOrderDocument);
  const [remove] = useMutation(DeleteSupplierOrderDocument);
  const [accept] = useMutation(CreateAcceptanceDocument);
  const variables = { nid };

  const run = async (mutation: () => Promise<unknown>, after?: () => void) => {
    setMessage(null);
    const result = await attempt(mutation);
    if (result.ok) after?.();
    else setMessage(result.failure.message);
  };
  return {
    message,
    save: async (draft: OrderDraft) => {
      const result = await attempt(() => update({ variables: { nid, input: orderInput(draft) } }));
      return result.ok ? null : result.failure;
    },
    place: () => run(() => place({ variables })),
    cancel: () => run(() => cancel({ variables })),
    close: () => run(() => close({ variables })),
    remove: () =>
      run(
        () => remove({ variables }),
        () => navigate('..'),
      ),
    accept: async () => {
      setMessage(null);
      const result = await attempt(() => accept({ variables: { input: { supplierOrderNid: nid } } }));
      if (result.ok) navigate(`/dmn/acceptance/${result.data.data?.createAcceptance.nid ?? ''}`);
      else setMessage(result.failure.fieldErrors?.supplierOrderNid ?? result.failure.message);
    },
  };
}
