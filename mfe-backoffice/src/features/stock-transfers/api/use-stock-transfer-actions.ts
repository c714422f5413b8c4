import {
  CancelStockTransferDocument,
  DeleteStockTransferDocument,
  PostStockTransferDocument,
  UpdateStockTransferDocument,
} from '../../../lib/graphql/operations.generated';
import { useDraftDocumentActions } from '../../../lib/use-draft-document-actions';

const MUTATIONS = {
  update: UpdateStockTransferDocument,
  post: PostStockTransferDocument,
  cancel: CancelStockTransferDocument,
  remove: DeleteStockTransferDocument,
};

/** Save, post, cancel or delete a transfer; the last failure's message for the page. */
export function useStockTransferActions(nid: number) {
  return useDraftDocumentActions(nid, MUTATIONS, {
    saved: 'Черновик перемещения сохранён',
    posted: `Перемещение № ${nid} проведено: товар перемещён`,
    cancelled: `Проведение перемещения № ${nid} отменено: товар вернулся туда, откуда его перемещали`,
  });
}
