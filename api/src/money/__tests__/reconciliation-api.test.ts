import { sql } from 'drizzle-orm';
import { print } from 'graphql';
import { ReconciliationDocument, type ReconciliationQuery } from 'mfe-backoffice/graphql';
import { staffSignIn } from '../../testing/auth-tokens';
import { placeOrderOver } from '../../testing/buyer-orders-admin';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { moneyShop } from '../../testing/money-documents';
import { INN } from '../../testing/purchasing-documents';
import { TEST_ENGINES } from '../../testing/test-database';

const RECONCILIATION = print(ReconciliationDocument);
type Statement = NonNullable<ReconciliationQuery['reconciliation']>;

/** Today in Moscow, YYYY-MM-DD. */
const moscowToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

describe.each(TEST_ENGINES)('reconciliation statements (%s)', (engine) => {
  const { shop, money, purchasing } = moneyShop(engine, 'accountant@shop.test');

  const statementOf = async (counterpartyNid: number, dateFrom: string, dateTo: string) =>
    (
      await graphqlData<ReconciliationQuery>(
        shop.base,
        RECONCILIATION,
        { counterpartyNid, dateFrom, dateTo },
        shop.tokens.token,
      )
    ).reconciliation as Statement;

  /** The settlement rows a document wrote, oldest first. */
  const movesOf = async (documentType: string, documentNid: number) =>
    (
      await shop.database.query<{ id: string | number }>(
        'SELECT id FROM counterparty_moves WHERE document_type = $1 AND document_nid = $2 ORDER BY id',
        [documentType, documentNid],
      )
    ).map((row) => Number(row.id));

  /**
   * Moves a settlement row written by a real posting to another moment, as if it had been posted
   * then. The ledger refuses any change, so its guard is lifted for this one update only.
   */
  const backdate = (id: number | undefined, moment: string) =>
    shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE counterparty_moves DISABLE TRIGGER counterparty_moves_fixed`);
      await tx.execute(sql`UPDATE counterparty_moves SET created_at = ${moment}::timestamptz WHERE id = ${id ?? 0}`);
      await tx.execute(sql`ALTER TABLE counterparty_moves ENABLE TRIGGER counterparty_moves_fixed`);
    });

  let supplierNid: number;
  let firstAcceptance: number;
  let cancelledAcceptance: number;
  let advance: number;
  let aprilPayment: number;

  beforeAll(async () => {
    supplierNid = (await purchasing.createSupplier('ООО «Аквамир»', INN.sber)).nid;
    const accept = async (lines: { nid: number; quantity: number; price: number }[]) => {
      const order = await purchasing.placedOrder(supplierNid, lines);
      return (await purchasing.postAcceptance((await purchasing.createAcceptance(order.nid)).nid)).nid;
    };
    // Before March: goods for 10 000 ₽ accepted — the shop owes the supplier.
    firstAcceptance = await accept([{ nid: 1, quantity: 2, price: 5000 }]);
    await backdate((await movesOf('ACCEPTANCE', firstAcceptance))[0], '2026-02-27T10:00:00+03:00');
    // 1 March, 00:10 in Moscow (still 28 February in UTC): 4 000 ₽ paid to the supplier.
    advance = (await money.paid({ direction: 'OUT', counterpartyNid: supplierNid, amount: 4000 })).nid;
    await backdate((await movesOf('PAYMENT', advance))[0], '2026-03-01T00:10:00+03:00');
    // 15 March: 6 000 ₽ of goods accepted; the acceptance cancelled on 31 March at 23:30 Moscow time.
    cancelledAcceptance = await accept([{ nid: 3, quantity: 3, price: 2000 }]);
    await purchasing.cancelAcceptance(cancelledAcceptance);
    const [posted, reversed] = await movesOf('ACCEPTANCE', cancelledAcceptance);
    await backdate(posted, '2026-03-15T12:00:00+03:00');
    await backdate(reversed, '2026-03-31T23:30:00+03:00');
    // 1 April, 00:30 in Moscow (31 March in UTC): 1 000 ₽ more paid.
    aprilPayment = (await money.paid({ direction: 'OUT', counterpartyNid: supplierNid, amount: 1000, method: 'CASH' }))
      .nid;
    await backdate((await movesOf('PAYMENT', aprilPayment))[0], '2026-04-01T00:30:00+03:00');
  });

  it('opens with the balance before the period, lists its rows by Moscow day in debit and credit, and closes', async () => {
    const march = await statementOf(supplierNid, '2026-03-01', '2026-03-31');
    expect(march).toMatchObject({
      counterparty: { nid: supplierNid, kind: 'SUPPLIER', name: 'ООО «Аквамир»', inn: INN.sber },
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      opening: 10_000,
      debitTotal: 10_000,
      creditTotal: 6000,
      closing: 6000,
    });
    expect(
      march.rows.map(({ day, title, path, reversal, debit, credit }) => ({
        day,
        title,
        path,
        reversal,
        debit,
        credit,
      })),
    ).toEqual([
      {
        day: '2026-03-01',
        title: `Платёж № ${advance} (списание, безналичный расчёт)`,
        path: `/dmn/payments/${advance}`,
        reversal: false,
        debit: 4000,
        credit: 0,
      },
      {
        day: '2026-03-15',
        title: `Приёмка товара № ${cancelledAcceptance}`,
        path: `/dmn/acceptance/${cancelledAcceptance}`,
        reversal: false,
        debit: 0,
        credit: 6000,
      },
      {
        day: '2026-03-31',
        title: `Отмена проведения: Приёмка товара № ${cancelledAcceptance}`,
        path: `/dmn/acceptance/${cancelledAcceptance}`,
        reversal: true,
        debit: 6000,
        credit: 0,
      },
    ]);
    expect(march.rows[2]?.at).toBe('2026-03-31T20:30:00.000Z');
  });

  it('cuts the period on Moscow days: 00:30 on 1 April is April, though UTC still says 31 March', async () => {
    const april = await statementOf(supplierNid, '2026-04-01', '2026-04-01');
    expect(april).toMatchObject({ opening: 6000, debitTotal: 1000, creditTotal: 0, closing: 5000 });
    expect(april.rows.map((row) => [row.day, row.title])).toEqual([
      ['2026-04-01', `Платёж № ${aprilPayment} (списание, наличные)`],
    ]);
    const lastDayOfFebruary = await statementOf(supplierNid, '2026-02-28', '2026-02-28');
    expect(lastDayOfFebruary).toMatchObject({
      opening: 10_000,
      rows: [],
      debitTotal: 0,
      creditTotal: 0,
      closing: 10_000,
    });
  });

  it('a period with no rows opens and closes on the same balance; the whole history sums to the balance', async () => {
    expect(await statementOf(supplierNid, '2026-05-01', '2026-05-31')).toMatchObject({
      opening: 5000,
      closing: 5000,
      rows: [],
    });
    const whole = await statementOf(supplierNid, '2026-01-01', moscowToday());
    expect(whole).toMatchObject({ opening: 0, creditTotal: 16_000, debitTotal: 11_000, closing: 5000 });
    expect(whole.rows.map((row) => row.title)).toEqual([
      `Приёмка товара № ${firstAcceptance}`,
      `Платёж № ${advance} (списание, безналичный расчёт)`,
      `Приёмка товара № ${cancelledAcceptance}`,
      `Отмена проведения: Приёмка товара № ${cancelledAcceptance}`,
      `Платёж № ${aprilPayment} (списание, наличные)`,
    ]);
  });

  it('a buyer: their payment is credit, money paid back to them is debit', async () => {
    const invoice = await money.invoiceOrder(await placeOrderOver(shop.base));
    const payment = await money.paid({ invoiceNid: invoice.nid, amount: 4000, method: 'CASH' });
    const refund = await money.paid({
      direction: 'OUT',
      refund: true,
      counterpartyNid: invoice.buyerNid,
      amount: 1000,
    });
    const today = await statementOf(invoice.buyerNid, moscowToday(), moscowToday());
    expect(today).toMatchObject({
      counterparty: { kind: 'BUYER', name: 'Иван Петров', inn: null },
      opening: 0,
      creditTotal: 4000,
      debitTotal: 1000,
      closing: 3000,
    });
    expect(today.rows.map(({ title, debit, credit }) => ({ title, debit, credit }))).toEqual([
      { title: `Платёж № ${payment.nid} (поступление, наличные)`, debit: 0, credit: 4000 },
      { title: `Платёж № ${refund.nid} (возврат денег покупателю, безналичный расчёт)`, debit: 1000, credit: 0 },
    ]);
  });

  it('refuses a wrong period beside its fields, and answers null for an unknown counterparty', async () => {
    const refused = async (dateFrom: string, dateTo: string) => {
      const answer = await postGraphql(
        shop.base,
        RECONCILIATION,
        { counterpartyNid: supplierNid, dateFrom, dateTo },
        shop.tokens.token,
      );
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.message).toBe('Акт сверки не сформирован: проверьте период');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return answer.errors?.[0]?.extensions?.fieldErrors;
    };
    expect(await refused('', '2026-02-30')).toEqual({
      dateFrom: 'Укажите дату',
      dateTo: 'Введите дату в виде ГГГГ-ММ-ДД',
    });
    expect(await refused('2026-03-31', '2026-03-01')).toEqual({ dateTo: 'Дата окончания раньше даты начала' });
    expect(await refused('2023-03-01', '2026-03-01')).toEqual({ dateTo: 'Период — не больше 3 лет' });
    expect((await statementOf(supplierNid, '2023-03-01', '2026-02-28')).opening).toBe(0);
    expect(await statementOf(999_999, '2026-03-01', '2026-03-31')).toBeNull();
  });

  it('is the money section’s: a seller is refused, a guest asked to sign in', async () => {
    const seller = (await staffSignIn(shop.database, 'seller@shop.test', { isSeller: true })).idToken;
    const variables = { counterpartyNid: supplierNid, dateFrom: '2026-03-01', dateTo: '2026-03-31' };
    const asSeller = await postGraphql(shop.base, RECONCILIATION, variables, seller);
    expect(asSeller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(asSeller.data?.reconciliation ?? null).toBeNull();
    expect((await postGraphql(shop.base, RECONCILIATION, variables)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
