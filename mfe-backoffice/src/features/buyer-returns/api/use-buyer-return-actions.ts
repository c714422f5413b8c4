import { useMutation } from '@shop/shared/apollo';
import {
  CancelBuyerReturnDocument, DeleteBuyerReturnDocument, PostBuyerReturnDocument, UpdateBuyerReturnDocument, type BuyerReturnDraftInput,
} from '@shop/shared/graphql';
import { useNavigate } from '@shop/shared/router';
import { useDocumentSteps } from '../../../lib/use-document-steps';

/** Save, post, cancel or delete a buyer return; the last failure's message for the page. */
export function useBuyerReturnActions(nid: number) {
  const navigate = useNavigate();
  const { failure, done, busy, run } = useDocumentSteps();
  const [update] = useMutation(UpdateBuyerReturnDocument);
  const [post] = useMutation(PostBuyerReturnDocument);
  const [cancel] = useMutation(CancelBuyerReturnDocument);
  const [remove] = useMutation(DeleteBuyerReturnDocument);

  const saveDraft = (input: BuyerReturnDraftInput) => update({ variables: { nid, input } });
  return {
    failure,
    done,
    busy,
    save: (input: BuyerReturnDraftInput) => run([() => saveDraft(input)], 'Черновик возврата сохранён'),
    /** Saves what is typed, then posts it. */
    post: (input: BuyerReturnDraftInput) =>
      run([() => saveDraft(input), () => post({ variables: { nid } })], `Возврат от покупателя № ${nid} проведён: товар снова на складе, сумма — к возврату покупателю`),
    cancel: () => run([() => cancel({ variables: { nid } })], `Проведение возврата от покупателя № ${nid} отменено`),
    remove: async () => {
      if (!(await run([() => remove({ variables: { nid } })], ''))) navigate('..');
    },
  };
}
