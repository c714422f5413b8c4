import { PaymentDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { SignedStatus } from '../../../components/document-history';
import { PAYMENT_DIRECTION_TITLES, paymentOperationTitle, SETTLEMENT_METHOD_TITLES } from '../../../lib/money-titles';
import { QueryStates } from '../../../components/list-states';
import { DocumentComment, PostedSteps, RemoveDraft } from '../../../components/document-page';
import { usePaymentActions } from '../api/use-payment-actions';
import { PaymentForm } from './payment-form';
import { FormAlert } from '../../../components/field-message';
import { useAddressNid, useDocumentQuery } from '../../../lib/use-document-query';

/** `/dmn/payments/:nid`: a draft to fill in and post, or a posted (cancelled) payment to read. */
export function PaymentPage() {
  const nid = useAddressNid();
  const { data, loading, error, refetch } = useDocumentQuery(PaymentDocument, nid);
  const actions = usePaymentActions(nid);
  useDocumentTitle(`Платёж № ${nid}`);
  const payment = data?.payment;
  if (!Number.isInteger(nid) || (data && !payment)) return <NotFound />;
  const invoicePath = payment?.direction === 'IN' ? '/dmn/buyer-invoices/' : '/dmn/supplier-invoices/';
  return (
    <section className="page" aria-labelledby="payment-title">
      <p>
        <Link to="/dmn/payments">← Все платежи</Link>
      </p>
      <h1 id="payment-title">Платёж № {nid}</h1>
      <QueryStates query={{ data, loading, error, refetch }} what="платёж" />
      {actions.done ? (
        <p className={styles.success} role="status">
          {actions.done}
        </p>
      ) : null}
      <FormAlert message={actions.failure?.message} />
      {payment ? (
        <>
          <SignedStatus document={payment} status={payment.status} />
          {payment.status === 'DRAFT' ? (
            <>
              <PaymentForm
                key={payment.nid}
                initial={{
                  direction: payment.direction,
                  method: payment.method,
                  counterpartyNid: String(payment.counterpartyNid),
                  invoiceNid: payment.invoiceNid ? String(payment.invoiceNid) : '',
                  amount: String(payment.amount),
                  paidOn: payment.paidOn,
                  comment: payment.comment ?? '',
                  refund: payment.refund,
                }}
                onSave={actions.save}
                onPost={actions.post}
                busy={actions.busy}
              />
              <RemoveDraft actions={actions} />
            </>
          ) : (
            <>
              <dl>
                <dt>Вид</dt>
                <dd>{PAYMENT_DIRECTION_TITLES[payment.direction]}</dd>
                <dt>Вид операции</dt>
                <dd>{paymentOperationTitle(payment.direction, payment.refund)}</dd>
                <dt>Контрагент</dt>
                <dd>{payment.counterpartyName}</dd>
                <dt>Счёт</dt>
                <dd>
                  {payment.invoiceNid ? (
                    <Link to={`${invoicePath}${payment.invoiceNid}`}>№ {payment.invoiceNid}</Link>
                  ) : payment.refund ? (
                    'без счёта'
                  ) : (
                    'на счёт'
                  )}
                </dd>
                <dt>Способ оплаты</dt>
                <dd>{SETTLEMENT_METHOD_TITLES[payment.method]}</dd>
                <dt>Дата</dt>
                <dd>{formatDay(payment.paidOn)}</dd>
              </dl>
              <p className={styles.total}>Сумма: {formatPrice(payment.amount)}</p>
              <DocumentComment comment={payment.comment} />
              <PostedSteps status={payment.status} actions={actions} />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
