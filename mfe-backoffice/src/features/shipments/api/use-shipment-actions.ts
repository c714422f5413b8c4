import {
  CancelShipmentDocument,
  DeleteShipmentDocument,
  PostShipmentDocument,
  UpdateShipmentDocument,
} from '../../../lib/graphql/operations.generated';
import { useDraftDocumentActions } from '../../../lib/use-draft-document-actions';

const MUTATIONS = {
  update: UpdateShipmentDocument,
  post: PostShipmentDocument,
  cancel: CancelShipmentDocument,
  remove: DeleteShipmentDocument,
};

/** Save, post, cancel or delete a shipment; the last failure's message for the page. */
export function useShipmentActions(nid: number) {
  return useDraftDocumentActions(nid, MUTATIONS, {
    saved: 'Черновик отгрузки сохранён',
    posted: `Отгрузка № ${nid} проведена: товар списан со склада`,
    cancelled: `Проведение отгрузки № ${nid} отменено: товар вернулся на склад`,
  });
}
