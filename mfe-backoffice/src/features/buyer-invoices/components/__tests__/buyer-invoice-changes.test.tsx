import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  BuyerInvoiceDocument,
  BuyerInvoicesDocument,
  CancelBuyerInvoiceDocument,
  UpdateBuyerInvoiceDocument,
} from '../../../../lib/graphql/operations.generated';
import BuyerInvoicesScreen from '../buyer-invoices-screen';
import { renderSection } from '../../../../testing/render-section';
import { apiAnswer, buyerInvoice, buyerInvoiceHeader, shopRequisitesAnswer } from '../../../../testing/documents';

const HEADER = buyerInvoiceHeader({});
const INVOICE = buyerInvoice({});
const ANNULMENT = { cancelledAt: '2026-03-02T10:00:00.000Z', cancelledByName: 'Ольга Продавцова' };
const ANNULLED = { ...INVOICE, ...ANNULMENT };

const loaded = (invoice: object): MockLink.MockedResponse => ({
  request: { query: BuyerInvoiceDocument, variables: { nid: 5, withPayments: false } },
  result: { data: { buyerInvoice: invoice } },
});

const renderAt = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/buyer-invoices/*', <BuyerInvoicesScreen />, path, mocks).user;

describe('a buyer invoice corrected and annulled', () => {
  it('«Изменить» opens the due date and comment; an empty date is refused beside the field; saving signs the change', async () => {
    const changed = {
      ...INVOICE,
      dueDate: '2026-03-20',
      comment: 'Оплата двумя частями',
      updatedAt: '2026-03-02T09:00:00.000Z',
      updatedByName: 'Ольга Продавцова',
    };
    const user = renderAt('/dmn/buyer-invoices/5', [
      loaded(INVOICE),
      {
        request: {
          query: UpdateBuyerInvoiceDocument,
          variables: { nid: 5, input: { dueDate: '2026-03-20', comment: 'Оплата двумя частями' } },
        },
        result: { data: { updateBuyerInvoice: changed } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = within(screen.getByRole('form', { name: 'Изменить счёт' }));
    const due = form.getByLabelText('Оплатить до');
    expect(due).toHaveValue('2026-03-06');
    await user.clear(due);
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(due).toHaveAccessibleDescription('Укажите дату');
    await user.type(due, '2026-03-20');
    await user.type(form.getByRole('textbox', { name: 'Комментарий' }), 'Оплата двумя частями');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Изменения сохранены');
    expect(screen.queryByRole('form', { name: 'Изменить счёт' })).not.toBeInTheDocument();
    expect(screen.getByText(/оплатить до 20\.03\.2026/)).toBeInTheDocument();
    expect(screen.getByText('Комментарий: Оплата двумя частями')).toBeInTheDocument();
    expect(screen.getByText(/изменил\(а\) Ольга Продавцова 02\.03\.2026, 12:00/)).toBeInTheDocument();
  });

  it('a refusal of the API goes beside its field', async () => {
    const user = renderAt('/dmn/buyer-invoices/5', [
      loaded(INVOICE),
      {
        request: {
          query: UpdateBuyerInvoiceDocument,
          variables: { nid: 5, input: { dueDate: '2026-03-06', comment: null } },
        },
        result: {
          errors: [
            {
              message: 'Счёт не сохранён: проверьте выделенные поля',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { dueDate: 'Введите дату в виде ГГГГ-ММ-ДД' } },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите дату в виде ГГГГ-ММ-ДД')).toBeInTheDocument();
    expect(screen.getByLabelText('Оплатить до')).toHaveAccessibleDescription('Введите дату в виде ГГГГ-ММ-ДД');
  });

  it('«Аннулировать счёт» asks once more; a posted payment refuses it with the API’s words; then it is annulled', async () => {
    const refusal =
      'Счёт № 5 не аннулирован: по нему проведён платёж № 7. Сначала отмените его проведение в разделе «Платежи»';
    const user = renderAt('/dmn/buyer-invoices/5', [
      loaded(INVOICE),
      {
        request: { query: CancelBuyerInvoiceDocument, variables: { nid: 5 } },
        result: { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', paymentNids: [7] } }] },
      },
      apiAnswer(CancelBuyerInvoiceDocument, { nid: 5 }, { cancelBuyerInvoice: ANNULLED }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Аннулировать счёт' }));
    const confirm = within(screen.getByRole('group', { name: 'Аннулировать счёт' }));
    expect(confirm.getByText(/Аннулировать счёт № 5\?/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Нет' }));
    expect(screen.queryByRole('group', { name: 'Аннулировать счёт' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Аннулировать счёт' }));
    await user.click(screen.getByRole('button', { name: 'Да, аннулировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await user.click(screen.getByRole('button', { name: 'Аннулировать счёт' }));
    await user.click(screen.getByRole('button', { name: 'Да, аннулировать' }));
    expect(await screen.findByText('Аннулирован')).toBeInTheDocument();
    expect(
      screen.getByText(/Счёт аннулирован 02\.03\.2026, 13:00, аннулировал\(а\) Ольга Продавцова/),
    ).toBeInTheDocument();
    for (const name of ['Изменить', 'Аннулировать счёт'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Принять оплату' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Печатная форма' })).toBeInTheDocument();
  });

  it('the printable form of an annulled invoice is stamped «АННУЛИРОВАН»', async () => {
    renderAt('/dmn/buyer-invoices/5/print', [loaded(ANNULLED), shopRequisitesAnswer()]);
    expect(await screen.findByText(/^АННУЛИРОВАН 02\.03\.2026/)).toBeInTheDocument();
    // An annulled invoice is not paid: no QR code to pay it by.
    expect(screen.queryByRole('img', { name: 'QR-код для оплаты' })).not.toBeInTheDocument();
  });

  it('the list marks annulled invoices and hides them on request', async () => {
    const page = (items: object[]) => ({
      data: { buyerInvoices: { __typename: 'BuyerInvoicePage', total: items.length, items } },
    });
    const user = renderAt('/dmn/buyer-invoices', [
      {
        request: { query: BuyerInvoicesDocument, variables: { filter: {}, skip: 0, limit: 20 } },
        result: page([{ ...HEADER, ...ANNULMENT }]),
      },
      {
        request: { query: BuyerInvoicesDocument, variables: { filter: { cancelled: false }, skip: 0, limit: 20 } },
        result: page([]),
      },
    ]);
    const row = (await screen.findByRole('link', { name: 'Счёт № 5' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Аннулирован')).toBeInTheDocument();
    const annulled = screen.getByRole('combobox', { name: 'Аннулированные' });
    expect(annulled).toHaveValue('');
    await user.selectOptions(annulled, 'Скрыть');
    expect(await screen.findByText('Таких счетов нет.')).toBeInTheDocument();
  });
});
