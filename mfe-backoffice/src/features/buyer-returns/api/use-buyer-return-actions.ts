import {
  CancelBuyerReturnDocument,
  DeleteBuyerReturnDocument,
  PostBuyerReturnDocument,
  UpdateBuyerReturnDocument,
} from '../../../lib/graphql/operations.generated';
import { useDraftDocumentActions } from '../../../lib/use-draft-document-actions';

const MUTATIONS = {
  update: UpdateBuyerReturnDocument,
  post: PostBuyerReturnDocument,
  cancel: CancelBuyerReturnDocument,
  remove: DeleteBuyerReturnDocument,
};

/** Save, post, cancel or delete a buyer return; the last failure's message for the page. */
export function useBuyerReturnActions(nid: number) {
  return useDraftDocumentActions(nid, MUTATIONS, {
    saved: 'Черновик возврата сохранён',
    posted: `Возврат от покупателя № ${nid} проведён: товар снова на складе, сумма — к возврату покупателю`,
    cancelled: `Проведение возврата от покупателя № ${nid} отменено`,
  });
}
