import type { SuppliersQuery } from 'mfe-backoffice/graphql';
import type { ApiServer } from '../../api-server';
import type { ShopDatabase } from '../../db/open-database';
import { staffSignIn } from '../../testing/auth-tokens';
import { graphqlData, postGraphql } from '../../testing/graphql-over-http';
import { INN, P } from '../../testing/purchasing-documents';
import { startTestApi } from '../../testing/test-api';
import { openTestDatabase, TEST_ENGINES } from '../../testing/test-database';

describe.each(TEST_ENGINES)('suppliers (%s)', (engine) => {
  let database: ShopDatabase;
  let drop: () => Promise<void>;
  let api: ApiServer;
  let base: string;
  let token: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(engine));
    ({ api, base } = await startTestApi(database));
    token = (await staffSignIn(database, 'supplier-boss@shop.test', { isAdmin: true })).idToken;
  });
  afterAll(async () => {
    await api?.stop();
    await drop?.();
  });

  const fieldErrorsOf = async (query: string, variables: Record<string, unknown>) => {
    const answer = await postGraphql(base, query, variables, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    return answer.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
  };

  it('creates a supplier with trimmed fields, finds it by name or INN, and edits it', async () => {
    const { createSupplier } = await graphqlData<{ createSupplier: { nid: number } & Record<string, unknown> }>(
      base,
      P.createSupplier,
      {
        input: {
          name: '  ООО «Аквамир» ',
          inn: ' 7707 083893 ',
          kpp: '773601001',
          email: 'Zakaz@Aquamir.RU',
          phone: '+7 495 123-45-67',
          contactPerson: 'Ирина',
        },
      },
      token,
    );
    expect(createSupplier).toMatchObject({
      name: 'ООО «Аквамир»',
      inn: INN.sber,
      kpp: '773601001',
      email: 'zakaz@aquamir.ru',
      address: null,
      balance: 0,
      createdByName: 'supplier-boss',
    });
    await graphqlData(base, P.createSupplier, { input: { name: 'ИП Петров', inn: INN.entrepreneur } }, token);
    const byName = (await graphqlData<SuppliersQuery>(base, P.suppliers, { search: 'аквам' }, token)).suppliers;
    expect(byName.items.map((item) => item.name)).toEqual(['ООО «Аквамир»']);
    const byInn = (await graphqlData<SuppliersQuery>(base, P.suppliers, { search: '5001007' }, token)).suppliers;
    expect(byInn).toMatchObject({ total: 1, items: [{ name: 'ИП Петров' }] });
    const all = (await graphqlData<SuppliersQuery>(base, P.suppliers, { limit: 1, skip: 1 }, token)).suppliers;
    expect(all).toMatchObject({ total: 2, items: [{ name: 'ООО «Аквамир»' }] });

    const { updateSupplier } = await graphqlData<{ updateSupplier: Record<string, unknown> }>(
      base,
      P.updateSupplier,
      {
        nid: createSupplier.nid,
        input: { name: 'ООО «Аквамир Опт»', inn: INN.sber, address: 'Москва, ул. Складская, 1' },
      },
      token,
    );
    expect(updateSupplier).toMatchObject({ name: 'ООО «Аквамир Опт»', kpp: null, address: 'Москва, ул. Складская, 1' });
  });

  it('refuses a wrong INN, KPP, e-mail and an empty name, each beside its field', async () => {
    expect(
      await fieldErrorsOf(P.createSupplier, { input: { name: ' ', inn: '7707083894', kpp: '12', email: 'нет' } }),
    ).toEqual({
      name: 'Укажите название поставщика',
      inn: 'ИНН с ошибкой: не сходятся контрольные цифры — сверьте с документами поставщика',
      kpp: 'КПП — 9 цифр',
      email: 'Проверьте адрес почты, например zakaz@postavshik.ru',
    });
    expect((await fieldErrorsOf(P.createSupplier, { input: { name: 'А', inn: '12345' } })).inn).toBe(
      'ИНН — 10 цифр у организации или 12 у индивидуального предпринимателя',
    );
    expect((await fieldErrorsOf(P.createSupplier, { input: { name: 'А', inn: '77070838AB' } })).inn).toBe(
      'ИНН состоит только из цифр',
    );
    expect(
      (await fieldErrorsOf(P.createSupplier, { input: { name: 'А', inn: INN.entrepreneur, kpp: '773601001' } })).kpp,
    ).toMatch(/предпринимателя нет КПП/);
  });

  it('refuses a second card with the same INN, naming the first', async () => {
    expect(await fieldErrorsOf(P.createSupplier, { input: { name: 'Двойник', inn: INN.sber } })).toEqual({
      inn: 'Поставщик с этим ИНН уже есть: «ООО «Аквамир Опт»»',
    });
    const [{ count } = { count: 0 }] = await database.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM counterparties',
    );
    expect(count).toBe(2);
  });
});
