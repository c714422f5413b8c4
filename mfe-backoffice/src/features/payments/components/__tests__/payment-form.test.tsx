import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  BuyersDocument,
  CreatePaymentDocument,
  PaymentDocument,
  PostPaymentDocument,
  SuppliersDocument,
  UpdatePaymentDocument,
} from '../../../../lib/graphql/operations.generated';
import PaymentsScreen from '../payments-screen';
import { renderSection } from '../../../../testing/render-section';
import { apiAnswer, buyerPayment, buyerRow, listAnswer } from '../../../../testing/documents';
import { retype } from '../../../../testing/fields';

const BUYERS: MockLink.MockedResponse = {
  ...listAnswer(BuyersDocument, { limit: 100 }, { field: 'buyers', typename: 'BuyerPage' }, [buyerRow()]),
  maxUsageCount: 5,
};
const DRAFT = buyerPayment({ refund: false });
const POSTED = { ...DRAFT, status: 'POSTED', postedAt: '2026-03-02T10:00:00.000Z', postedByName: 'Кассир' };

const renderAt = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/payments/*', <PaymentsScreen />, path, mocks).user;

describe('the payment form', () => {
  it('checks the fields beside them before sending anything', async () => {
    const user = renderAt('/dmn/payments/new?direction=IN', [BUYERS]);
    expect(screen.getByRole('heading', { level: 1, name: 'Новый платёж' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Поступление' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('textbox', { name: 'Сумма, ₽' })).toHaveAccessibleDescription(
      'Введите сумму в рублях, больше нуля',
    );
    expect(screen.getByRole('combobox', { name: 'Покупатель' })).toHaveAccessibleDescription(
      'Выберите покупателя или счёт',
    );
  });

  it('comes filled from an invoice, and shows the overpayment the API refuses beside the sum', async () => {
    const input = {
      direction: 'IN',
      method: 'CARD',
      counterpartyNid: null,
      invoiceNid: 5,
      amount: 20_000,
      paidOn: '2026-03-02',
      comment: null,
      refund: false,
    };
    const user = renderAt('/dmn/payments/new?direction=IN&invoice=5&amount=16500', [
      BUYERS,
      {
        request: { query: CreatePaymentDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Платёж не сохранён: проверьте выделенные поля', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { amount: 'Сумма больше остатка по счёту: осталось оплатить 16 500 ₽' },
              },
            }),
          ],
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Счёт покупателю №' })).toHaveValue('5');
    const amount = screen.getByRole('textbox', { name: 'Сумма, ₽' });
    expect(amount).toHaveValue('16500');
    await retype(user, amount, '20000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Способ оплаты' }), 'Банковская карта');
    const date = screen.getByLabelText('Дата платежа');
    await retype(user, date, '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сумма больше остатка по счёту: осталось оплатить 16 500 ₽')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('a draft is saved and posted with «Провести»; a posted one offers «Отменить проведение» only', async () => {
    const input = {
      direction: 'IN',
      method: 'CASH',
      counterpartyNid: 4,
      invoiceNid: 5,
      amount: 4000,
      paidOn: '2026-03-02',
      comment: null,
      refund: false,
    };
    const user = renderAt('/dmn/payments/7', [
      BUYERS,
      apiAnswer(PaymentDocument, { nid: 7 }, { payment: DRAFT }),
      apiAnswer(UpdatePaymentDocument, { nid: 7, input }, { updatePayment: DRAFT }),
      apiAnswer(PostPaymentDocument, { nid: 7 }, { postPayment: POSTED }),
    ]);
    expect(await screen.findByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Способ оплаты' })).toHaveDisplayValue('Наличные');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Платёж № 7 проведён');
    expect(await screen.findByText('Проведён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить проведение' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Провести' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '№ 5' })).toHaveAttribute('href', '/dmn/buyer-invoices/5');
  });

  it('money back to a buyer: «Вид операции» turns the side round, hides the invoice and needs the buyer', async () => {
    const SUPPLIERS: MockLink.MockedResponse = {
      request: { query: SuppliersDocument, variables: { limit: 100 } },
      result: { data: { suppliers: { __typename: 'SupplierPage', total: 0, items: [] } } },
    };
    const input = {
      direction: 'OUT',
      method: 'CASH',
      counterpartyNid: 4,
      invoiceNid: null,
      amount: 1500,
      paidOn: '2026-03-05',
      comment: null,
      refund: true,
    };
    const refund = {
      ...DRAFT,
      _id: 'payment-8',
      nid: 8,
      direction: 'OUT',
      invoiceNid: null,
      amount: 1500,
      paidOn: '2026-03-05',
      refund: true,
    };
    const user = renderAt('/dmn/payments/new?direction=OUT', [
      SUPPLIERS,
      BUYERS,
      apiAnswer(CreatePaymentDocument, { input }, { createPayment: refund }),
      apiAnswer(PaymentDocument, { nid: 8 }, { payment: refund }),
    ]);
    const operation = screen.getByRole('combobox', { name: 'Вид операции' });
    expect(operation).toHaveDisplayValue('Оплата поставщику');
    expect(screen.getByRole('combobox', { name: 'Поставщик' })).toBeInTheDocument();
    await user.selectOptions(operation, 'Возврат денег покупателю');
    expect(screen.queryByRole('textbox', { name: /Счёт поставщика/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Сумма, ₽' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const buyer = screen.getByRole('combobox', { name: 'Покупатель' });
    expect(buyer).toHaveAccessibleDescription('Выберите покупателя');
    await user.selectOptions(buyer, await screen.findByRole('option', { name: 'Иван Петров' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Способ оплаты' }), 'Наличные');
    const date = screen.getByLabelText('Дата платежа');
    await retype(user, date, '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Платёж № 8' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Вид операции' })).toHaveDisplayValue(
      'Возврат денег покупателю',
    );
  });
});
