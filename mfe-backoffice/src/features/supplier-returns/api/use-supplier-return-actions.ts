import {
  CancelSupplierReturnDocument,
  DeleteSupplierReturnDocument,
  PostSupplierReturnDocument,
  UpdateSupplierReturnDocument,
} from '../../../lib/graphql/operations.generated';
import { useDraftDocumentActions } from '../../../lib/use-draft-document-actions';

const MUTATIONS = {
  update: UpdateSupplierReturnDocument,
  post: PostSupplierReturnDocument,
  cancel: CancelSupplierReturnDocument,
  remove: DeleteSupplierReturnDocument,
};

/** Save, post, cancel or delete a supplier return; the last failure's message for the page. */
export function useSupplierReturnActions(nid: number) {
  return useDraftDocumentActions(nid, MUTATIONS, {
    saved: 'Черновик возврата сохранён',
    posted: `Возврат поставщику № ${nid} проведён: товар списан со склада`,
    cancelled: `Проведение возврата поставщику № ${nid} отменено: товар снова на складе`,
  });
}
