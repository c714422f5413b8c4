import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BATH_MIXER,
  categoriesAnswer,
  MIXER,
  remainsAnswer,
  renderRemains,
  signInAs,
  signOut,
  TOILET,
} from './remains-fixtures';
import { retype } from '../../../../testing/fields';

afterEach(signOut);

const table = async () => screen.findByRole('table');

describe('RemainsList', () => {
  it('lists products with vendor code, category, stock in all, free, reserved, awaited and at each location; a name opens its history', async () => {
    signInAs({ isAdmin: true });
    // The mixer: 2 of its 5 held by orders at the warehouse, which wait for 3 more.
    const reserved = {
      ...MIXER,
      reserved: 2,
      free: 3,
      awaited: 3,
      stocks: MIXER.stocks.map((stock) => (stock.location.nid === 1 ? { ...stock, reserved: 2, free: 3 } : stock)),
    };
    renderRemains('/dmn/remains', [categoriesAnswer, remainsAnswer([reserved, BATH_MIXER, TOILET], {}, 3)]);
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ТоварАртикулКатегорияВсего, шт.СвободноВ резервеЖдут заказыМагазин в Химках, шт.Склад, шт.',
      'Смеситель Grohe Eurosmart32925002Смесители для раковины532305 (резерв 2)',
      'Смеситель для ванны Hansgrohe Logis71400000Смесители для ваннынет в наличии00000',
      'Унитаз подвесной Roca GapA34H47C000Унитазы110001',
    ]);
    expect(screen.getByRole('link', { name: 'Смеситель Grohe Eurosmart' })).toHaveAttribute('href', '/dmn/remains/1');
    expect(screen.getByText('Показаны 1–3 из 3')).toBeInTheDocument();
    expect(document.title).toMatch(/^Остатки/);
  });

  it('offers an administrator the inventory count; a seller only looks, and is told why', async () => {
    signInAs({ isAdmin: true });
    const admin = renderRemains('/dmn/remains', [categoriesAnswer, remainsAnswer([MIXER])]);
    expect(await screen.findByRole('link', { name: 'Провести инвентаризацию' })).toHaveAttribute(
      'href',
      '/dmn/remains/counts/new',
    );
    admin.unmount();

    signInAs({ isSeller: true });
    renderRemains('/dmn/remains', [categoriesAnswer, remainsAnswer([MIXER])]);
    await table();
    expect(screen.queryByRole('link', { name: 'Провести инвентаризацию' })).not.toBeInTheDocument();
    expect(screen.getByText(/инвентаризацию проводят администратор и закупщик/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Документы инвентаризации' })).toBeInTheDocument();
  });

  it('filters low stock at a threshold the user sets (2 to begin with), and out of stock; the address keeps it', async () => {
    signInAs({ isSeller: true });
    const user = userEvent.setup();
    const { router } = renderRemains('/dmn/remains?page=2', [
      categoriesAnswer,
      remainsAnswer([MIXER], { skip: 20 }, 21),
      remainsAnswer([BATH_MIXER, TOILET], { atMost: 2 }),
      remainsAnswer([BATH_MIXER, TOILET, MIXER], { atMost: 5 }),
      remainsAnswer([BATH_MIXER], { atMost: 0 }),
    ]);
    expect(await screen.findByText('Показаны 21–21 из 21')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Остаток' }), 'Мало: не больше порога');
    expect(await screen.findByText('Унитаз подвесной Roca Gap')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stock=low');
    const threshold = screen.getByRole('spinbutton', { name: 'Порог, шт.' });
    expect(threshold).toHaveValue(2);

    await retype(user, threshold, '5');
    expect(await screen.findByText('Показаны 1–3 из 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stock=low&max=5');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Остаток' }), 'Нет в наличии');
    expect(await screen.findByText('Показаны 1–1 из 1')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Порог, шт.' })).not.toBeInTheDocument();
  });

  it('searches by name or vendor code and filters by category; says so when nothing matches', async () => {
    signInAs({ isAdmin: true });
    const user = userEvent.setup();
    const { router } = renderRemains('/dmn/remains', [
      categoriesAnswer,
      remainsAnswer([MIXER, BATH_MIXER, TOILET]),
      remainsAnswer([], { search: 'geberit' }),
      remainsAnswer([TOILET], { search: 'geberit', categoryNid: 7 }, 0),
    ]);
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Название или артикул' }), 'geberit');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('Таких товаров нет. Измените поиск или фильтры.')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Категория' });
    expect(within(category).getByRole('option', { name: 'Смесители → Смесители для раковины' })).toBeInTheDocument();
    await user.selectOptions(category, 'Унитазы');
    expect(router.state.location.search).toBe('?q=geberit&category=7');
  });

  it('says when the remains could not be loaded, with a retry', async () => {
    signInAs({ isAdmin: true });
    renderRemains('/dmn/remains', [
      categoriesAnswer,
      { request: remainsAnswer([]).request, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить остатки. Проверьте связь и попробуйте ещё раз.',
    );
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
