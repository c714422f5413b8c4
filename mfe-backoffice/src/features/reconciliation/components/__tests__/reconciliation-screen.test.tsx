import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  BuyersDocument,
  ReconciliationDocument,
  SuppliersDocument,
} from '../../../../lib/graphql/operations.generated';
import { currentMonth } from '../../hooks/statement-period';
import ReconciliationScreen from '../reconciliation-screen';
import { sectionAt } from '../../../../testing/render-section';
import { buyerRow, listAnswer, shopRequisitesAnswer, supplierRow } from '../../../../testing/documents';
import { textsByRole } from '../../../../testing/texts';

const SUPPLIERS: MockLink.MockedResponse = {
  ...listAnswer(SuppliersDocument, { search: null, limit: 20 }, { field: 'suppliers', typename: 'SupplierPage' }, [
    supplierRow(7, 'ООО «Аквамир»', { kpp: '770701001', createdByName: 'Закупщик', balance: 6000 }),
  ]),
  maxUsageCount: 10,
};
const BUYERS: MockLink.MockedResponse = {
  ...listAnswer(BuyersDocument, { search: null, limit: 20 }, { field: 'buyers', typename: 'BuyerPage' }, [
    buyerRow({ email: null }),
  ]),
  maxUsageCount: 10,
};

const row = (
  id: number,
  day: string,
  title: string,
  path: string,
  reversal: boolean,
  debit: number,
  credit: number,
) => ({
  __typename: 'ReconciliationRow',
  _id: `counterparty-move-${id}`,
  at: `${day}T09:00:00.000Z`,
  day,
  documentType: path.includes('payments') ? 'PAYMENT' : 'ACCEPTANCE',
  documentNid: Number(path.split('/').pop()),
  title,
  path,
  reversal,
  debit,
  credit,
});
const STATEMENT = {
  __typename: 'ReconciliationStatement',
  _id: 'reconciliation-7-2026-03-01-2026-03-31',
  counterparty: {
    __typename: 'ReconciliationParty',
    nid: 7,
    kind: 'SUPPLIER',
    name: 'ООО «Аквамир»',
    inn: '7707083893',
    kpp: '770701001',
    address: 'Москва, ул. Складская, 5',
    phone: null,
    email: null,
  },
  dateFrom: '2026-03-01',
  dateTo: '2026-03-31',
  opening: 10_000,
  closing: 6000,
  debitTotal: 10_000,
  creditTotal: 6000,
  rows: [
    row(1, '2026-03-01', 'Платёж № 12 (списание, безналичный расчёт)', '/dmn/payments/12', false, 4000, 0),
    row(2, '2026-03-15', 'Приёмка товара № 5', '/dmn/acceptance/5', false, 0, 6000),
    row(3, '2026-03-31', 'Отмена проведения: Приёмка товара № 5', '/dmn/acceptance/5', true, 6000, 0),
  ],
};
const MARCH = { counterpartyNid: 7, dateFrom: '2026-03-01', dateTo: '2026-03-31' };
const statement = (variables: object, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ReconciliationDocument, variables },
  result,
});

const renderSection = sectionAt('reconciliation', <ReconciliationScreen />);
/** The statement names the shop by its requisites, which the API answers. */
const renderAt = (url: string, mocks: readonly MockLink.MockedResponse[]) =>
  renderSection(url, [...mocks, shopRequisitesAnswer()]);

/** The debit and credit cells of the row headed by this text. */
const figuresOf = (heading: RegExp) => textsByRole(screen.getByRole('row', { name: heading }), 'cell');

describe('reconciliation statements', () => {
  it('asks for a counterparty first, with the current month as the period', async () => {
    renderAt('/dmn/reconciliation', [SUPPLIERS, BUYERS]);
    expect(screen.getByRole('heading', { level: 1, name: 'Акты сверки' })).toBeInTheDocument();
    expect(screen.getByText(/Выберите поставщика или покупателя/)).toBeInTheDocument();
    expect(screen.getByLabelText('Период с')).toHaveValue(currentMonth().from);
    expect(screen.getByLabelText('по')).toHaveValue(currentMonth().to);
    expect(screen.getByRole('combobox', { name: 'Контрагент' })).toHaveValue('');
    expect(await screen.findByRole('group', { name: 'Поставщики' })).toHaveTextContent('ООО «Аквамир»');
    // The buyers come in their own answer: wait for it as for the suppliers'.
    expect(await screen.findByRole('group', { name: 'Покупатели' })).toHaveTextContent('Иван Петров');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a chosen counterparty goes to the address; the statement: opening, rows in debit or credit with their documents, totals, closing in words', async () => {
    const { user, router } = renderAt('/dmn/reconciliation?from=2026-03-01&to=2026-03-31', [
      SUPPLIERS,
      BUYERS,
      statement(MARCH, { data: { reconciliation: STATEMENT } }),
    ]);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Контрагент' }),
      await screen.findByRole('option', { name: 'ООО «Аквамир»' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('counterparty')).toBe('7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Акт сверки взаимных расчётов' })).toBeInTheDocument();
    expect(
      screen.getByText(/за период с 01\.03\.2026 по 31\.03\.2026 между ООО «Сантехника» и поставщиком ООО «Аквамир»/),
    ).toBeInTheDocument();
    expect(figuresOf(/Сальдо начальное на 01\.03\.2026/)).toEqual(['', '10\u00a0000\u00a0₽']);
    expect(figuresOf(/Платёж № 12/)).toEqual([
      '01.03.2026',
      'Платёж № 12 (списание, безналичный расчёт)',
      '4\u00a0000\u00a0₽',
      '',
    ]);
    expect(figuresOf(/^31\.03\.2026 Отмена проведения/)).toEqual([
      '31.03.2026',
      'Отмена проведения: Приёмка товара № 5',
      '6\u00a0000\u00a0₽',
      '',
    ]);
    expect(screen.getByRole('link', { name: 'Отмена проведения: Приёмка товара № 5' })).toHaveAttribute(
      'href',
      '/dmn/acceptance/5',
    );
    expect(screen.getByRole('link', { name: 'Платёж № 12 (списание, безналичный расчёт)' })).toHaveAttribute(
      'href',
      '/dmn/payments/12',
    );
    expect(figuresOf(/Обороты за период/)).toEqual(['10\u00a0000\u00a0₽', '6\u00a0000\u00a0₽']);
    expect(figuresOf(/Сальдо конечное на 31\.03\.2026/)).toEqual(['', '6\u00a0000\u00a0₽']);
    expect(
      screen.getByText(/Сальдо конечное на 31\.03\.2026: задолженность ООО «Сантехника» перед ООО «Аквамир» 6\s000\s₽/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Печатная форма' })).toHaveAttribute(
      'href',
      '/dmn/reconciliation/print?counterparty=7&from=2026-03-01&to=2026-03-31',
    );
  });

  it('an empty period opens and closes on the same balance and says there were no moves', async () => {
    const owed = { ...STATEMENT, opening: -2500, closing: -2500, debitTotal: 0, creditTotal: 0, rows: [] };
    renderAt('/dmn/reconciliation?counterparty=7&from=2026-03-01&to=2026-03-31', [
      SUPPLIERS,
      BUYERS,
      statement(MARCH, { data: { reconciliation: owed } }),
    ]);
    expect(await screen.findByRole('cell', { name: 'За период движений нет' })).toBeInTheDocument();
    expect(figuresOf(/Сальдо начальное/)).toEqual(['2\u00a0500\u00a0₽', '']);
    expect(figuresOf(/Сальдо конечное/)).toEqual(['2\u00a0500\u00a0₽', '']);
    // The shop's own name comes with the requisites' answer, maybe after the statement («перед …» until then).
    expect(await screen.findByText(/задолженность ООО «Аквамир» перед ООО «Сантехника» 2\s500\s₽/)).toBeInTheDocument();
  });

  it('settled accounts read «взаиморасчёты закрыты»', async () => {
    const settled = { ...STATEMENT, opening: 0, closing: 0, debitTotal: 0, creditTotal: 0, rows: [] };
    renderAt('/dmn/reconciliation?counterparty=7&from=2026-03-01&to=2026-03-31', [
      SUPPLIERS,
      BUYERS,
      statement(MARCH, { data: { reconciliation: settled } }),
    ]);
    expect(await screen.findByText('Сальдо конечное на 31.03.2026: взаиморасчёты закрыты')).toBeInTheDocument();
  });

  it('a statement that failed to load offers to try again', async () => {
    renderAt('/dmn/reconciliation?counterparty=7&from=2026-03-01&to=2026-03-31', [
      SUPPLIERS,
      BUYERS,
      { request: { query: ReconciliationDocument, variables: MARCH }, error: new Error('offline') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить акт сверки');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('checks the period beside its fields and asks for nothing until it is right', async () => {
    const { user } = renderAt('/dmn/reconciliation?counterparty=7&from=2026-03-31&to=2026-03-01', [SUPPLIERS, BUYERS]);
    expect(screen.getByLabelText('по')).toHaveAccessibleDescription('Дата окончания раньше даты начала');
    await user.clear(screen.getByLabelText('Период с'));
    expect(screen.getByLabelText('Период с')).toHaveAccessibleDescription('Укажите дату');
    await user.type(screen.getByLabelText('Период с'), '2022-01-01');
    expect(screen.getByLabelText('по')).toHaveAccessibleDescription('Период — не больше 3 лет');
    expect(screen.getByLabelText('Период с')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the printable form: both parties and their requisites, the period, the table without links, two signature blocks', async () => {
    renderAt('/dmn/reconciliation/print?counterparty=7&from=2026-03-01&to=2026-03-31', [
      statement(MARCH, { data: { reconciliation: STATEMENT } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Акт сверки взаимных расчётов' })).toBeInTheDocument();
    expect(screen.getByText(/за период с 01\.03\.2026 по 31\.03\.2026/)).toHaveTextContent(
      'между ООО «Сантехника» и ООО «Аквамир»',
    );
    expect(screen.getByRole('region', { name: 'Организация' })).toHaveTextContent(
      /ООО «Сантехника»ИНН 5047123455, КПП 504701001Адрес: 141400, Московская область, г\. Химки/,
    );
    expect(screen.getByRole('region', { name: 'Поставщик' })).toHaveTextContent('ИНН 7707083893, КПП 770701001');
    expect(screen.getByRole('cell', { name: 'Приёмка товара № 5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Приёмка товара/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'От ООО «Сантехника»' })).toHaveTextContent('М. П.');
    expect(screen.getByRole('region', { name: 'От ООО «Аквамир»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '← К акту сверки' })).toHaveAttribute(
      'href',
      '/dmn/reconciliation?counterparty=7&from=2026-03-01&to=2026-03-31',
    );
  });

  it('a card’s link /dmn/reconciliation/7 opens that counterparty’s statement for the current month', async () => {
    const month = currentMonth();
    const thisMonth = { ...STATEMENT, dateFrom: month.from, dateTo: month.to, rows: [] };
    const { router } = renderAt('/dmn/reconciliation/7', [
      SUPPLIERS,
      BUYERS,
      statement(
        { counterpartyNid: 7, dateFrom: month.from, dateTo: month.to },
        { data: { reconciliation: thisMonth } },
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Акт сверки взаимных расчётов' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dmn/reconciliation');
    expect(screen.getByRole('combobox', { name: 'Контрагент' })).toHaveValue('7');
  });
});
