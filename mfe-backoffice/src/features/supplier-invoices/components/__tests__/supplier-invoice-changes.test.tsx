import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  CancelSupplierInvoiceDocument,
  SupplierInvoiceDocument,
  UpdateSupplierInvoiceDocument,
} from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import SupplierInvoicesScreen from '../supplier-invoices-screen';
import { apiAnswer, supplierInvoice } from '../../../../testing/documents';
import { renderSection } from '../../../../testing/render-section';

const INVOICE = supplierInvoice({ paid: 6000, leftToPay: 4000, paymentState: 'PARTLY_PAID' });

const renderInvoice = (mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/supplier-invoices/*', <SupplierInvoicesScreen />, '/dmn/supplier-invoices/3', [
    apiAnswer(
      SupplierInvoiceDocument,
      { nid: 3, withPayments: true },
      { supplierInvoice: { ...INVOICE, payments: [] } },
    ),
    ...mocks,
  ]).user;

// A purchaser who enters /dmn as a seller: opens «Счета поставщиков» and «Платежи».
beforeEach(() =>
  shopStore
    .getState()
    .signIn(
      { uid: 'u3', displayName: 'Пётр Закупщиков', email: 'buy@shop.test' },
      { isPurchaser: true, isSeller: true },
    ),
);
afterEach(() => shopStore.getState().signOut());

describe('a supplier invoice corrected and annulled', () => {
  it('«Изменить» takes the number, date and sum as the supplier reissued them; a sum below the paid one is refused beside «Сумма»', async () => {
    const input = { number: 'СЧ-17/1', invoiceDate: '2026-03-01', amount: 5000, dueDate: null, comment: null };
    const user = renderInvoice([
      {
        request: { query: UpdateSupplierInvoiceDocument, variables: { nid: 3, input } },
        result: {
          errors: [
            {
              message: 'Сумма счёта не может быть меньше оплаченного: по счёту уже оплачено 6 000 ₽, указано 5 000 ₽',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { amount: 'Не меньше оплаченного по счёту: 6 000 ₽' },
                paid: 6000,
              },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = within(screen.getByRole('form', { name: 'Изменить счёт поставщика' }));
    const number = form.getByRole('textbox', { name: 'Номер счёта' });
    const amount = form.getByRole('textbox', { name: 'Сумма, ₽' });
    expect(amount).toHaveValue('10000');
    await user.clear(number);
    await user.clear(amount);
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(number).toHaveAccessibleDescription('Укажите номер счёта, как в документе поставщика');
    expect(amount).toHaveAccessibleDescription('Введите сумму в рублях, больше нуля');
    await user.type(number, 'СЧ-17/1');
    await user.type(amount, '5000');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(await form.findByText('Не меньше оплаченного по счёту: 6 000 ₽')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Не меньше оплаченного по счёту: 6 000 ₽');
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('form', { name: 'Изменить счёт поставщика' })).not.toBeInTheDocument();
  });

  it('annulled after a confirmation: «Аннулирован» with who and when, and nothing left to change or pay', async () => {
    const annulled = {
      ...INVOICE,
      paid: 0,
      leftToPay: 10_000,
      paymentState: 'UNPAID',
      cancelledAt: '2026-03-05T07:30:00.000Z',
      cancelledByName: 'Пётр Закупщиков',
    };
    const user = renderInvoice([
      apiAnswer(CancelSupplierInvoiceDocument, { nid: 3 }, { cancelSupplierInvoice: annulled }),
    ]);
    expect(await screen.findByText('Частично оплачен')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оплатить' })).toHaveAttribute(
      'href',
      '/dmn/payments/new?direction=OUT&invoice=3&amount=4000',
    );
    expect(screen.getByText('Платежей по счёту пока нет.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Аннулировать счёт' }));
    expect(
      within(screen.getByRole('group', { name: 'Аннулировать счёт' })).getByText(/Аннулировать счёт № СЧ-17\?/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Да, аннулировать' }));
    expect(await screen.findByText('Аннулирован')).toBeInTheDocument();
    expect(
      screen.getByText(/Счёт аннулирован 05\.03\.2026, 10:30, аннулировал\(а\) Пётр Закупщиков/),
    ).toBeInTheDocument();
    for (const name of ['Изменить', 'Аннулировать счёт'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Оплатить' })).not.toBeInTheDocument();
  });
});
