import { useState } from 'react';
import { useMutation } from '@shop/shared/apollo';
import {
  CancelAcceptanceDocument, CreateSupplierReturnDocument, DeleteAcceptanceDocument, PostAcceptanceDocument, UpdateAcceptanceDocument,
  type AcceptanceInput,
} from '@shop/shared/graphql';
import { useNavigate } from '@shop/shared/router';
import { attempt, type MutationFailure } from '../../documents/api/mutation-failure';

/** Save, post, cancel or delete an acceptance, or start a return of its goods; the last failure's message for the page. */
export function useAcceptanceActions(nid: number) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateAcceptanceDocument);
  const [post] = useMutation(PostAcceptanceDocument);
  const [cancel] = useMutation(CancelAcceptanceDocument);
  const [remove] = useMutation(DeleteAcceptanceDocument);
  const [createReturn] = useMutation(CreateSupplierReturnDocument);

  const run = async (steps: (() => Promise<unknown>)[], success: string) => {
    setFailure(null);
    setDone(null);
    setBusy(true);
    for (const step of steps) {
      const result = await attempt(step);
      if (!result.ok) {
        setFailure(result.failure);
        setBusy(false);
        return false;
      }
    }
    setBusy(false);
    setDone(success);
    return true;
  };
  const saveDraft = (input: AcceptanceInput) => update({ variables: { nid, input } });
  return {
    failure,
    done,
    busy,
    save: (input: AcceptanceInput) => run([() => saveDraft(input)], 'Черновик приёмки сохранён'),
    /** Saves what is typed, then posts it. */
    post: (input: AcceptanceInput) => run([() => saveDraft(input), () => post({ variables: { nid } })], `Приёмка № ${nid} проведена: товар на складе`),
    cancel: () => run([() => cancel({ variables: { nid } })], `Проведение приёмки № ${nid} отменено`),
    remove: async () => {
      if (await run([() => remove({ variables: { nid } })], '')) navigate('..');
    },
    /** A draft return of this acceptance's goods, opened at once. */
    startReturn: async () => {
      setFailure(null);
      setDone(null);
      const result = await attempt(() => createReturn({ variables: { input: { acceptanceNid: nid } } }));
      if (result.ok) navigate(`/dmn/supplier-returns/${result.data.data?.createSupplierReturn.nid ?? ''}`);
      else setFailure({ fieldErrors: null, message: result.failure.fieldErrors?.acceptanceNid ?? result.failure.message });
    },
  };
}
