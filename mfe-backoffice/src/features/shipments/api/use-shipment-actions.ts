import { useMutation } from '@shop/shared/apollo';
import { CancelShipmentDocument, DeleteShipmentDocument, PostShipmentDocument, UpdateShipmentDocument, type ShipmentDraftInput } from '@shop/shared/graphql';
import { useNavigate } from '@shop/shared/router';
import { useDocumentSteps } from '../../../lib/use-document-steps';

/** Save, post, cancel or delete a shipment; the last failure's message for the page. */
export function useShipmentActions(nid: number) {
  const navigate = useNavigate();
  const { failure, done, busy, run } = useDocumentSteps();
  const [update] = useMutation(UpdateShipmentDocument);
  const [post] = useMutation(PostShipmentDocument);
  const [cancel] = useMutation(CancelShipmentDocument);
  const [remove] = useMutation(DeleteShipmentDocument);

  const saveDraft = (input: ShipmentDraftInput) => update({ variables: { nid, input } });
  return {
    failure,
    done,
    busy,
    save: (input: ShipmentDraftInput) => run([() => saveDraft(input)], 'Черновик отгрузки сохранён'),
    /** Saves what is typed, then posts it. */
    post: (input: ShipmentDraftInput) =>
      run([() => saveDraft(input), () => post({ variables: { nid } })], `Отгрузка № ${nid} проведена: товар списан со склада`),
    cancel: () => run([() => cancel({ variables: { nid } })], `Проведение отгрузки № ${nid} отменено: товар вернулся на склад`),
    remove: async () => {
      if (!(await run([() => remove({ variables: { nid } })], ''))) navigate('..');
    },
  };
}
