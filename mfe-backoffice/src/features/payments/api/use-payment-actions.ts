import { useMutation } from '@shop/shared/apollo';
import {
  CancelPaymentDocument,
  CreatePaymentDocument,
  DeletePaymentDocument,
  PostPaymentDocument,
  UpdatePaymentDocument,
  type PaymentInput,
} from '../../../lib/graphql/operations.generated';
import { useNavigate } from '@shop/shared/router';
import type { FieldErrors } from '../../../lib/mutation-failure';
import { useDocumentSteps } from '../../../lib/use-document-steps';

/** Create, save, post, cancel or delete a payment; the last failure's message and the last success for the page. */
export function usePaymentActions(nid: number | null) {
  const navigate = useNavigate();
  const { failure, done, busy, run: runSteps } = useDocumentSteps();
  const [create] = useMutation(CreatePaymentDocument);
  const [update] = useMutation(UpdatePaymentDocument);
  const [post] = useMutation(PostPaymentDocument);
  const [cancel] = useMutation(CancelPaymentDocument);
  const [remove] = useMutation(DeletePaymentDocument);

  /** Runs the steps in order; the field messages of a refusal (or {} for a message of the page), null when all went through. */
  const run = async (steps: (() => Promise<unknown>)[], success: string): Promise<FieldErrors | null> => {
    const refused = await runSteps(steps, success);
    return refused ? (refused.fieldErrors ?? {}) : null;
  };
  const saveDraft = (input: PaymentInput) => update({ variables: { nid: nid as number, input } });
  return {
    failure,
    done,
    busy,
    create: async (input: PaymentInput) => {
      let created = 0;
      const refused = await run(
        [
          async () => {
            created = (await create({ variables: { input } })).data?.createPayment.nid ?? 0;
          },
        ],
        'Платёж сохранён',
      );
      if (!refused && created) navigate(`/dmn/payments/${created}`);
      return refused;
    },
    save: (input: PaymentInput) => run([() => saveDraft(input)], 'Черновик платежа сохранён'),
    post: (input: PaymentInput) =>
      run([() => saveDraft(input), () => post({ variables: { nid: nid as number } })], `Платёж № ${nid} проведён`),
    cancel: () => run([() => cancel({ variables: { nid: nid as number } })], `Проведение платежа № ${nid} отменено`),
    remove: async () => {
      if (!(await run([() => remove({ variables: { nid: nid as number } })], ''))) navigate('/dmn/payments');
    },
  };
}
