import { useMutation } from '@shop/shared/apollo';
import {
  CancelAcceptanceDocument, CreateSupplierReturnDocument, DeleteAcceptanceDocument, PostAcceptanceDocument, UpdateAcceptanceDocument,
  type AcceptanceInput,
} from '@shop/shared/graphql';
import { useNavigate } from '@shop/shared/router';
import { useDocumentSteps } from '../../../lib/use-document-steps';

/** Save, post, cancel or delete an acceptance, or start a return of its goods; the last failure's message for the page. */
export function useAcceptanceActions(nid: number) {
  const navigate = useNavigate();
  const { failure, done, busy, run, refuse } = useDocumentSteps();
  const [update] = useMutation(UpdateAcceptanceDocument);
  const [post] = useMutation(PostAcceptanceDocument);
  const [cancel] = useMutation(CancelAcceptanceDocument);
  const [remove] = useMutation(DeleteAcceptanceDocument);
  const [createReturn] = useMutation(CreateSupplierReturnDocument);

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
      if (!(await run([() => remove({ variables: { nid } })], ''))) navigate('..');
    },
    /** A draft return of this acceptance's goods, opened at once. */
    startReturn: async () => {
      let created: number | '' = '';
      const refused = await run([async () => { created = (await createReturn({ variables: { input: { acceptanceNid: nid } } })).data?.createSupplierReturn.nid ?? ''; }], '');
      if (!refused) navigate(`/dmn/supplier-returns/${created}`);
      else refuse({ fieldErrors: null, message: refused.fieldErrors?.acceptanceNid ?? refused.message });
    },
  };
}
