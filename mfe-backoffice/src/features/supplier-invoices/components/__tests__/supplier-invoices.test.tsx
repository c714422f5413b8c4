import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { SupplierInvoicesDocument } from '../../../../lib/graphql/operations.generated';
import SupplierInvoicesScreen from '../supplier-invoices-screen';
import { apiAnswer, supplierInvoice } from '../../../../testing/documents';
import { renderSection } from '../../../../testing/render-section';

const INVOICE = supplierInvoice({ dueDate: '2026-03-10', paid: 10_000, leftToPay: 0, paymentState: 'PAID' });

const renderList = (mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/supplier-invoices/*', <SupplierInvoicesScreen />, '/dmn/supplier-invoices', mocks).user;

describe('supplier invoices', () => {
  it('lists invoices as the supplier numbered them, with the paid state', async () => {
    renderList([
      apiAnswer(
        SupplierInvoicesDocument,
        { filter: {}, skip: 0, limit: 20 },
        { supplierInvoices: { __typename: 'SupplierInvoicePage', total: 1, items: [INVOICE] } },
      ),
    ]);
    const row = (await screen.findByRole('link', { name: 'Счёт № СЧ-17 от 01.03.2026' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Оплачен')).toBeInTheDocument();
    expect(within(row).getByText('ООО «Аквамир»')).toBeInTheDocument();
  });

  it('asks for the order, number, date and sum beside their fields', async () => {
    const user = renderList([
      apiAnswer(
        SupplierInvoicesDocument,
        { filter: {}, skip: 0, limit: 20 },
        { supplierInvoices: { __typename: 'SupplierInvoicePage', total: 0, items: [] } },
      ),
    ]);
    expect(await screen.findByText('Счетов поставщиков пока нет.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Внести счёт' }));
    expect(screen.getByRole('textbox', { name: 'Заказ поставщику №' })).toHaveAccessibleDescription(
      'Укажите номер заказа поставщику',
    );
    expect(screen.getByRole('textbox', { name: 'Номер счёта' })).toHaveAccessibleDescription(
      'Укажите номер счёта, как в документе поставщика',
    );
    expect(screen.getByRole('textbox', { name: 'Сумма, ₽' })).toHaveAccessibleDescription(
      'Введите сумму в рублях, больше нуля',
    );
    expect(screen.getByLabelText('Дата счёта')).toHaveAccessibleDescription('Укажите дату');
  });
});
