import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { BuyerInvoiceDocument, BuyerInvoicesDocument } from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import BuyerInvoicesScreen from '../buyer-invoices-screen';
import { sectionAt } from '../../../../testing/render-section';
import { buyerInvoice, buyerInvoiceHeader, buyerPayment, shopRequisitesAnswer } from '../../../../testing/documents';

const PAYMENT = buyerPayment({
  status: 'POSTED',
  postedAt: '2026-03-02T09:00:00.000Z',
  postedByName: 'Кассир',
});
const PAYMENT_STATE = { total: 20_500, paid: 4000, leftToPay: 16_500, paymentState: 'PARTLY_PAID' };
const HEADER = buyerInvoiceHeader(PAYMENT_STATE);
const INVOICE = buyerInvoice({ ...PAYMENT_STATE, deliveryCost: 500 });
/** The invoice as staff who open «Платежи» get it: with its payment records. */
const WITH_PAYMENTS = { ...INVOICE, payments: [PAYMENT] };

const list = (variables: object, items: object[]): MockLink.MockedResponse => ({
  request: { query: BuyerInvoicesDocument, variables },
  result: { data: { buyerInvoices: { __typename: 'BuyerInvoicePage', total: items.length, items } } },
});
const one = (result: MockLink.MockedResponse['result'], withPayments = false): MockLink.MockedResponse => ({
  request: { query: BuyerInvoiceDocument, variables: { nid: 5, withPayments } },
  result,
});

const renderAt = sectionAt('buyer-invoices', <BuyerInvoicesScreen />);

afterEach(() => shopStore.getState().signOut());

describe('buyer invoices', () => {
  it('lists invoices with their buyer, order and paid state, filtered from the address', async () => {
    renderAt('/dmn/buyer-invoices?state=PARTLY_PAID', [
      list({ filter: { paymentState: 'PARTLY_PAID' }, skip: 0, limit: 20 }, [HEADER]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Счета покупателям' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Счёт № 5' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Частично оплачен')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Иван Петров' })).toBeInTheDocument();
    expect(within(row).getByText(/20\s500\s₽/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Оплата' })).toHaveValue('PARTLY_PAID');
    expect(screen.getByRole('form', { name: 'Выставить счёт' })).toBeInTheDocument();
  });

  it('says so when there are no invoices yet', async () => {
    renderAt('/dmn/buyer-invoices', [list({ filter: {}, skip: 0, limit: 20 }, [])]);
    expect(await screen.findByText('Счетов пока нет.')).toBeInTheDocument();
  });

  it('shows an invoice: lines, delivery, total, what is paid and left, its payments and the printable form', async () => {
    shopStore
      .getState()
      .signIn({ uid: 'u1', displayName: 'Кассир', email: 'cash@shop.test' }, { isPurchaser: true, isSeller: true });
    renderAt('/dmn/buyer-invoices/5', [one({ data: { buyerInvoice: WITH_PAYMENTS } }, true)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Счёт № 5 от 01.03.2026' })).toBeInTheDocument();
    expect(screen.getByText('Частично оплачен')).toBeInTheDocument();
    const lines = within(screen.getAllByRole('table')[0] as HTMLElement);
    expect(lines.getByRole('cell', { name: 'Смеситель Grohe Eurosmart' })).toBeInTheDocument();
    expect(lines.getByRole('cell', { name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getByText(/Оплачено: 4\s000\s₽ · осталось оплатить: 16\s500\s₽/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Платёж № 7' })).toHaveAttribute('href', '/dmn/payments/7');
    expect(screen.getByRole('link', { name: 'Печатная форма' })).toHaveAttribute('href', '/dmn/buyer-invoices/5/print');
    expect(screen.getByRole('link', { name: 'Принять оплату' })).toHaveAttribute(
      'href',
      '/dmn/payments/new?direction=IN&invoice=5&amount=16500',
    );
  });

  it('a seller sees what is paid but neither the payment records nor the offer to take the money: payments are not theirs', async () => {
    shopStore.getState().signIn({ uid: 'u2', displayName: 'Продавец', email: 'sale@shop.test' }, { isSeller: true });
    // Asked without the records (the mock answers withPayments: false only), so the API has nothing to refuse.
    renderAt('/dmn/buyer-invoices/5', [one({ data: { buyerInvoice: INVOICE } }, false)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Счёт № 5 от 01.03.2026' })).toBeInTheDocument();
    expect(screen.getByText('Частично оплачен')).toBeInTheDocument();
    expect(screen.getByText(/Оплачено: 4\s000\s₽ · осталось оплатить: 16\s500\s₽/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Платежи по счёту' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Платёж № 7' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Принять оплату' })).not.toBeInTheDocument();
  });

  it('the printable invoice: the shop, the buyer, the lines, the total in figures and «Без НДС»', async () => {
    renderAt('/dmn/buyer-invoices/5/print', [one({ data: { buyerInvoice: INVOICE } }), shopRequisitesAnswer()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Счёт на оплату № 5 от 01.03.2026' }),
    ).toBeInTheDocument();
    // The shop's requisites are the API's (its configuration), not a constant of the back-office.
    expect(screen.getByRole('region', { name: 'Поставщик' })).toHaveTextContent(
      /ООО «Сантехника».*ИНН 5047123455, КПП 504701001.*Р\/с 40702810538000123456 в банке ПАО Сбербанк.*БИК 044525225/,
    );
    expect(screen.getByRole('img', { name: 'QR-код для оплаты' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeInTheDocument();
    expect(screen.getByText(/Покупатель: Иван Петров, тел\. \+79261234567/)).toBeInTheDocument();
    expect(screen.getByText(/Итого к оплате: 20\s500\s₽/)).toBeInTheDocument();
    expect(screen.getByText('Без НДС')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Принять оплату' })).not.toBeInTheDocument();
  });

  it('an invoice that failed to load offers to try again', async () => {
    renderAt('/dmn/buyer-invoices/5', [
      {
        request: { query: BuyerInvoiceDocument, variables: { nid: 5, withPayments: false } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить счёт');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
