import { useMutation } from '@shop/shared/apollo';
import {
  CancelSupplierReturnDocument, DeleteSupplierReturnDocument, PostSupplierReturnDocument, UpdateSupplierReturnDocument,
  type SupplierReturnDraftInput,
} from '@shop/shared/graphql';
import { useNavigate } from '@shop/shared/router';
import { useDocumentSteps } from '../../../lib/use-document-steps';

/** Save, post, cancel or delete a supplier return; the last failure's message for the page. */
export function useSupplierReturnActions(nid: number) {
  const navigate = useNavigate();
  const { failure, done, busy, run } = useDocumentSteps();
  const [update] = useMutation(UpdateSupplierReturnDocument);
  const [post] = useMutation(PostSupplierReturnDocument);
  const [cancel] = useMutation(CancelSupplierReturnDocument);
  const [remove] = useMutation(DeleteSupplierReturnDocument);

  const saveDraft = (input: SupplierReturnDraftInput) => update({ variables: { nid, input } });
  return {
    failure,
    done,
    busy,
    save: (input: SupplierReturnDraftInput) => run([() => saveDraft(input)], 'Черновик возврата сохранён'),
    /** Saves what is typed, then posts it. */
    post: (input: SupplierReturnDraftInput) =>
      run([() => saveDraft(input), () => post({ variables: { nid } })], `Возврат поставщику № ${nid} проведён: товар списан со склада`),
    cancel: () => run([() => cancel({ variables: { nid } })], `Проведение возврата поставщику № ${nid} отменено: товар снова на складе`),
    remove: async () => {
      if (!(await run([() => remove({ variables: { nid } })], ''))) navigate('..');
    },
  };
}
