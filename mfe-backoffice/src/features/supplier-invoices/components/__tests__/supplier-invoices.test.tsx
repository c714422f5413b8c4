import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SupplierInvoicesDocument } from '@shop/shared/graphql';
import SupplierInvoicesScreen from '../supplier-invoices-screen';

const INVOICE = {
  __typename: 'SupplierInvoice',
  _id: 'supplier-invoice-3',
  nid: 3,
  supplierOrderNid: 12,
  supplierNid: 2,
  supplierName: 'ООО «Аквамир»',
  number: 'СЧ-17',
  invoiceDate: '2026-03-01',
  amount: 10_000,
  dueDate: '2026-03-10',
  comment: null,
  paid: 10_000,
  leftToPay: 0,
  paymentState: 'PAID',
  createdAt: '2026-03-01T09:00:00.000Z',
  createdByName: 'Пётр Закупщиков',
  updatedAt: null,
  updatedByName: null,
  cancelledAt: null,
  cancelledByName: null,
};

function renderList(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/dmn/supplier-invoices/*', element: <SupplierInvoicesScreen /> }], {
    initialEntries: ['/dmn/supplier-invoices'],
  });
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('supplier invoices', () => {
  it('lists invoices as the supplier numbered them, with the paid state', async () => {
    renderList([
      {
        request: { query: SupplierInvoicesDocument, variables: { filter: {}, skip: 0, limit: 20 } },
        result: { data: { supplierInvoices: { __typename: 'SupplierInvoicePage', total: 1, items: [INVOICE] } } },
      },
    ]);
    const row = (await screen.findByRole('link', { name: 'Счёт № СЧ-17 от 01.03.2026' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Оплачен')).toBeInTheDocument();
    expect(within(row).getByText('ООО «Аквамир»')).toBeInTheDocument();
  });

  it('asks for the order, number, date and sum beside their fields', async () => {
    const user = renderList([
      {
        request: { query: SupplierInvoicesDocument, variables: { filter: {}, skip: 0, limit: 20 } },
        result: { data: { supplierInvoices: { __typename: 'SupplierInvoicePage', total: 0, items: [] } } },
      },
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
