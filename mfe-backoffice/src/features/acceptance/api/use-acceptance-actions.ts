import { useMutation } from '@shop/shared/apollo';
import {
  CancelAcceptanceDocument,
  CreateSupplierReturnDocument,
  DeleteAcceptanceDocument,
  PostAcceptanceDocument,
  UpdateAcceptanceDocument,
} from '../../../lib/graphql/operations.generated';
import { useNavigate } from '@shop/shared/router';
import { useDraftDocumentActions } from '../../../lib/use-draft-document-actions';

const MUTATIONS = {
  update: UpdateAcceptanceDocument,
  post: PostAcceptanceDocument,
  cancel: CancelAcceptanceDocument,
  remove: DeleteAcceptanceDocument,
};

/** Save, post, cancel or delete an acceptance, or start a return of its goods; the last failure's message for the page. */
export function useAcceptanceActions(nid: number) {
  const navigate = useNavigate();
  const actions = useDraftDocumentActions(nid, MUTATIONS, {
    saved: 'Черновик приёмки сохранён',
    posted: `Приёмка № ${nid} проведена: товар на складе`,
    cancelled: `Проведение приёмки № ${nid} отменено`,
  });
  const { run, refuse } = actions;
  const [createReturn] = useMutation(CreateSupplierReturnDocument);
  return {
    ...actions,
    /** A draft return of this acceptance's goods, opened at once. */
    startReturn: async () => {
      let created: number | '' = '';
      const refused = await run(
        [
          async () => {
            created =
              (await createReturn({ variables: { input: { acceptanceNid: nid } } })).data?.createSupplierReturn.nid ??
              '';
          },
        ],
        '',
      );
      if (!refused) navigate(`/dmn/supplier-returns/${created}`);
      else refuse({ fieldErrors: null, message: refused.fieldErrors?.acceptanceNid ?? refused.message });
    },
  };
}
