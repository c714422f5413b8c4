import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DeployReleaseDocument, RollbackReleaseDocument } from '@shop/shared/graphql';
import ModulesScreen from '../modules-screen';
import { sectionAt } from '../../../../testing/render-section';
import { apiAnswer } from '../../../../testing/documents';
import { textsByRole } from '../../../../testing/texts';
import { CATALOG_LIVE, deployment, frontendAnswers, OTHERS_NONE, release, V14, V15 } from './module-answers';

const renderAt = sectionAt('modules', <ModulesScreen />);

/** The `<dd>` after the term `term` inside `container`. */
const definition = (container: HTMLElement, term: string) =>
  within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === term)?.nextElementSibling?.textContent;

describe('section «Модули»', () => {
  it('lists every front-end with its live release, or the dist build where none is live', async () => {
    renderAt('/dmn/modules', [...OTHERS_NONE, ...CATALOG_LIVE]);
    expect(screen.getByRole('heading', { level: 1, name: 'Модули' })).toBeInTheDocument();
    const catalog = screen.getByRole('region', { name: 'Каталог (catalog)' });
    expect(await within(catalog).findByText(V15)).toBeInTheDocument();
    expect(definition(catalog, 'Коммит')).toBe('a1b2c3d4e5');
    expect(definition(catalog, 'Собран')).toBe('22.11.2026, 12:00');
    expect(definition(catalog, 'Выложил')).toBe('Анна Админова (anna@shop.test)');
    expect(definition(catalog, 'Когда')).toBe('23.11.2026, 15:30');
    expect(definition(catalog, 'Сбоев загрузки за час')).toBe('3');
    for (const title of [
      'Оболочка сайта (shell)',
      'Корзина (cart)',
      'Вход (auth)',
      'Управление магазином (backoffice)',
    ]) {
      const region = screen.getByRole('region', { name: title });
      expect(await within(region).findByText('Нет выпуска: работает сборка из dist')).toBeInTheDocument();
    }
    expect(within(catalog).getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/dmn/modules/catalog');
  });

  it('shows a front-end’s releases with their buttons, and its history of switches', async () => {
    renderAt('/dmn/modules/catalog', CATALOG_LIVE);
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог (catalog)' })).toBeInTheDocument();
    const releases = await screen.findByRole('table', { name: 'Выпуски' });
    const [, live, earlier] = within(releases).getAllByRole('row');
    expect(textsByRole(live as HTMLElement, 'cell').slice(0, 5)).toEqual([
      V15,
      'a1b2c3d4e5',
      '22.11.2026, 12:00',
      '22.11.2026, 12:05',
      '3',
    ]);
    expect(textsByRole(earlier as HTMLElement, 'cell')[4]).toBe('нет');
    expect(within(live as HTMLElement).getByRole('button', { name: 'Откатить' })).toBeInTheDocument();
    expect(within(earlier as HTMLElement).getByRole('button', { name: 'Выложить эту версию' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'История переключений' });
    const [, ...switches] = within(history).getAllByRole('row');
    expect(switches.map((row) => textsByRole(row, 'cell'))).toEqual([
      ['23.11.2026, 15:30', 'Выпуск', V15, V14, 'Анна Админова (anna@shop.test)'],
      ['21.11.2026, 15:30', 'Выпуск', V14, '—', 'release token (ci)'],
    ]);
  });

  it('says «нет» where a release did not fail to load this hour', async () => {
    renderAt(
      '/dmn/modules/catalog',
      frontendAnswers(
        'catalog',
        [release('catalog', V15, 22, 'a1b2c3d4e5f6')],
        [deployment(1, 'catalog', V15, null, 23)],
      ),
    );
    const releases = await screen.findByRole('table', { name: 'Выпуски' });
    expect(definition(document.body, 'Сбоев загрузки за час')).toBe('нет');
    const [, live] = within(releases).getAllByRole('row');
    expect(textsByRole(live as HTMLElement, 'cell')[4]).toBe('нет');
  });

  it('says «—» for the failures of a live release older than the releases listed', async () => {
    renderAt('/dmn/modules', [
      ...OTHERS_NONE,
      ...frontendAnswers(
        'catalog',
        [release('catalog', V15, 22, 'a1b2c3d4e5f6', 2)],
        [deployment(1, 'catalog', V14, null, 21)],
      ),
    ]);
    const catalog = screen.getByRole('region', { name: 'Каталог (catalog)' });
    expect(await within(catalog).findByText(V14)).toBeInTheDocument();
    expect(definition(catalog, 'Сбоев загрузки за час')).toBe('—');
  });

  it('rolls back after confirmation, says so and shows the lists asked again', async () => {
    const rolledBack = deployment(3, 'catalog', V14, V15, 24, 'ROLLBACK', 'Анна Админова (anna@shop.test)');
    const [releasesAgain, deploymentsAgain] = frontendAnswers(
      'catalog',
      [release('catalog', V15, 22, 'a1b2c3d4e5f6'), release('catalog', V14, 20, '0123456789ab')],
      [rolledBack, deployment(2, 'catalog', V15, V14, 23), deployment(1, 'catalog', V14, null, 21)],
    );
    const { user } = renderAt('/dmn/modules/catalog', [
      ...CATALOG_LIVE,
      apiAnswer(
        RollbackReleaseDocument,
        { frontend: 'catalog' },
        {
          rollbackRelease: {
            __typename: 'DeploymentOutcome',
            switched: true,
            message: `catalog rolled back from ${V15} to ${V14}`,
            deployment: rolledBack,
          },
        },
      ),
      releasesAgain!,
      deploymentsAgain!,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Откатить' }));
    const confirm = screen.getByRole('group', { name: 'Откатить' });
    expect(confirm).toHaveTextContent(`Откатить «Каталог» с версии ${V15} на ${V14}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Да, откатить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `«Каталог» откачен: работает версия ${V14} вместо ${V15}.`,
    );
    const history = screen.getByRole('table', { name: 'История переключений' });
    expect(await within(history).findByText('Откат')).toBeInTheDocument();
    const [, newest] = within(screen.getByRole('table', { name: 'Выпуски' })).getAllByRole('row');
    expect(within(newest as HTMLElement).getByRole('button', { name: 'Выложить эту версию' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Откатить' })).not.toBeInTheDocument();
  });

  it('asks before deploying, and shows the API’s refusal with each problem; nothing is asked again', async () => {
    const problems = [
      'cart/CartPage requires the prop "basket" the shell does not pass',
      'operation CartLines: Cannot query field "lines" on type "Cart".',
    ];
    const { user } = renderAt('/dmn/modules/catalog', [
      ...CATALOG_LIVE,
      {
        request: { query: DeployReleaseDocument, variables: { frontend: 'catalog', version: V14 } },
        result: {
          errors: [
            new GraphQLError(
              `catalog ${V14} cannot go live:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
              {
                extensions: { code: 'BAD_USER_INPUT', problems },
              },
            ),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Выложить эту версию' }));
    const confirm = screen.getByRole('group', { name: 'Выложить эту версию' });
    expect(confirm).toHaveTextContent(`Выложить версию ${V14} модуля «Каталог»? Её сразу получат все посетители.`);
    await user.click(within(confirm).getByRole('button', { name: 'Нет' }));
    expect(screen.queryByRole('group', { name: 'Выложить эту версию' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выложить эту версию' }));
    await user.click(screen.getByRole('button', { name: 'Да, выложить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Не переключено: catalog ${V14} cannot go live`);
    expect(textsByRole(within(alert).getByRole('list', { name: 'Проблемы выпуска' }), 'listitem')).toEqual(problems);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the version was live already, and when the server could not be reached', async () => {
    const [releasesAgain, deploymentsAgain] = CATALOG_LIVE;
    const { user } = renderAt('/dmn/modules/catalog', [
      ...CATALOG_LIVE,
      {
        request: { query: DeployReleaseDocument, variables: { frontend: 'catalog', version: V14 } },
        error: new Error('connection refused'),
      },
      apiAnswer(
        DeployReleaseDocument,
        { frontend: 'catalog', version: V14 },
        {
          deployRelease: {
            __typename: 'DeploymentOutcome',
            switched: false,
            message: `catalog ${V14} is live already`,
            deployment: deployment(4, 'catalog', V14, V15, 24),
          },
        },
      ),
      releasesAgain!,
      deploymentsAgain!,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Выложить эту версию' }));
    await user.click(screen.getByRole('button', { name: 'Да, выложить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не переключено: сервер недоступен. Попробуйте ещё раз.',
    );
    await user.click(screen.getByRole('button', { name: 'Выложить эту версию' }));
    await user.click(screen.getByRole('button', { name: 'Да, выложить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `«Каталог»: версия ${V14} уже работает, ничего не изменилось.`,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('answers «Страница не найдена» for a front-end the shop does not have', () => {
    renderAt('/dmn/modules/payments', []);
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
