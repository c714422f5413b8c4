import { useSearchParams } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { usePaymentActions } from '../api/use-payment-actions';
import { today, type PaymentDraft } from '../hooks/use-payment-form';
import { PaymentForm } from './payment-form';
import { FormAlert } from '../../../components/field-message';
import { formMessage } from '../../../lib/mutation-failure';

/**
 * `/dmn/payments/new?direction=IN&invoice=5&amount=1000`: a new draft, filled from the invoice it came
 * from; `?direction=OUT&refund=1&counterparty=4&amount=500` — money back to a buyer after a return.
 */
export function NewPaymentPage() {
  const [params] = useSearchParams();
  const actions = usePaymentActions(null);
  const direction = params.get('direction') === 'OUT' ? 'OUT' : 'IN';
  const refund = params.get('refund') === '1';
  useDocumentTitle(direction === 'IN' ? 'Новое поступление' : 'Новое списание');
  const initial: PaymentDraft = {
    direction,
    method: 'BANK',
    counterpartyNid: params.get('counterparty') ?? '',
    invoiceNid: params.get('invoice') ?? '',
    amount: params.get('amount') ?? '',
    paidOn: today(),
    comment: '',
    refund,
  };
  return (
    <section className="page" aria-labelledby="new-payment-title">
      <h1 id="new-payment-title">Новый платёж</h1>
      <FormAlert message={formMessage(actions.failure)} />
      <PaymentForm initial={initial} onSave={actions.create} busy={actions.busy} />
    </section>
  );
}
