import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { createMemoryRouter } from 'react-router-dom';
import { renderAtRoute } from '../../../../../../testing/render';
import { rangeOption, selectValue, type FilterEntry } from '../../../../__tests__/fixtures';
import { useLocation } from '@shop/shared/router';
import { useFilterIntents } from '../../hooks/use-filter-intents';
import { FilterPanel } from '../filter-panel';

type Router = ReturnType<typeof createMemoryRouter>;

const BRAND = { nid: 10, name: 'brand', rusName: 'Бренд' };
const COLOR = { nid: 25, name: 'color', rusName: 'Цвет' };

/** The page shows mixers by Wasserkraft, cheapest first. */
const PAGE = '/smesiteli/wasserkraft';
const URL = `${PAGE}?sort=price-asc`;

/** Ten brands, the last (past the first eight) selected. */
const BRANDS: [name: string, rusName: string, count: number][] = [
  ['grohe', 'Grohe', 12],
  ['hansgrohe', 'Hansgrohe', 7],
  ['jacob-delafon', 'Jacob Delafon', 5],
  ['vitra', 'Vitra', 4],
  ['cersanit', 'Cersanit', 3],
  ['ideal-standard', 'Ideal Standard', 2],
  ['roca', 'Roca', 2],
  ['kludi', 'Kludi', 2],
  ['oras', 'Oras', 1],
];

const brandEntries = (): FilterEntry[] => [
  ...BRANDS.map(([name, rusName, count]) =>
    selectValue(BRAND, { name, rusName, count, url: `/smesiteli/${name}/wasserkraft` }),
  ),
  selectValue(BRAND, {
    name: 'wasserkraft',
    rusName: 'Wasserkraft',
    count: 9,
    dilemma: true,
    url: PAGE,
    removeUrl: '/smesiteli',
  }),
];

const colorEntries = (): FilterEntry[] => [
  selectValue(COLOR, { name: 'hrom', rusName: 'хром', count: 6, url: `${PAGE}?color=hrom` }),
  selectValue(COLOR, { name: 'chernyj', rusName: 'чёрный', count: 3, url: `${PAGE}?color=chernyj` }),
];

const price = (selected: { selectedMin?: number | null; selectedMax?: number | null } = {}) =>
  rangeOption({ urlOptionsToFilter: PAGE, ...selected });

/** Where the router is now: path and query. */
const at = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;

/**
 * A catalogue page's panel: counts, each answering the address shown when it came (the first:
 * `countedAt`, by default the address opened), and a button that brings the next counts.
 */
function Panel({ counts, countedAt }: { counts: FilterEntry[][]; countedAt?: string }) {
  const { pathname, search } = useLocation();
  const shown = `${pathname}${search}`;
  const [answer, setAnswer] = useState({ index: 0, at: countedAt ?? shown });
  const entries = counts[answer.index]!;
  const intents = useFilterIntents(entries, answer.at === shown);
  return (
    <>
      <FilterPanel entries={entries} intents={intents} />
      {answer.index + 1 < counts.length ? (
        <button type="button" onClick={() => setAnswer({ index: answer.index + 1, at: shown })}>
          Пришли новые счётчики
        </button>
      ) : null}
    </>
  );
}

function renderPanel(entries: FilterEntry[] = [...brandEntries(), ...colorEntries(), price()], url = URL) {
  return renderAtRoute(<Panel counts={[entries]} />, { url });
}

const brandGroup = () => screen.getByRole('group', { name: 'Бренд' });
const priceForm = () => screen.getByRole('form', { name: 'Цена, ₽' });
const fromField = () => within(priceForm()).getByRole('textbox', { name: 'Цена: от' });
const toField = () => within(priceForm()).getByRole('textbox', { name: 'Цена: до' });

/** Types the bounds into the price form («до» only when given) and presses «Применить». */
async function applyPrice(user: ReturnType<typeof userEvent.setup>, from: string, to?: string) {
  await user.type(fromField(), from);
  if (to !== undefined) await user.type(toField(), to);
  await user.click(screen.getByRole('button', { name: 'Применить' }));
}

describe('FilterPanel', () => {
  it('is a region «Фильтры» with one fieldset per select option, named by its legend', () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Фильтры' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Фильтры' })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Бренд', 'Цвет']);
    expect(within(screen.getByRole('group', { name: 'Цвет' })).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('renders nothing when no entry is a select or a range option', () => {
    const subCategories: FilterEntry = {
      ...selectValue(BRAND, { name: 'x', rusName: 'x', count: 1, url: '/x' }),
      valTypeCat: 'category',
    };
    const { container } = renderPanel([subCategories]);
    expect(screen.queryByRole('region', { name: 'Фильтры' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  describe('select option', () => {
    it('labels each checkbox with the value name and reads out its count', () => {
      renderPanel();
      const hrom = screen.getByRole('checkbox', { name: 'хром 6 товаров' });
      expect(hrom).not.toBeChecked();
      expect(hrom.closest('label')).toHaveTextContent(/^хром6$/);
      expect(screen.getByRole('checkbox', { name: 'чёрный 3 товара' })).toBeInTheDocument();
    });

    it('reads each count with the Russian plural of «товар»', async () => {
      const user = userEvent.setup();
      renderPanel();
      await user.click(screen.getByRole('button', { name: 'Показать все (10)' }));
      const group = brandGroup();
      expect(within(group).getByRole('checkbox', { name: 'Grohe 12 товаров' })).toBeInTheDocument();
      expect(within(group).getByRole('checkbox', { name: 'Vitra 4 товара' })).toBeInTheDocument();
      expect(within(group).getByRole('checkbox', { name: 'Oras 1 товар' })).toBeInTheDocument();
    });

    it('shows the selected value (dilemma) checked and the others unchecked', () => {
      renderPanel();
      const group = brandGroup();
      expect(within(group).getByRole('checkbox', { name: /^Wasserkraft/ })).toBeChecked();
      expect(within(group).getByRole('checkbox', { name: /^Grohe/ })).not.toBeChecked();
    });

    it.each<[string, string, RegExp, string]>([
      [
        'checking an unselected value opens its urlOptionsToFilter and keeps ?sort=',
        URL,
        /^Hansgrohe/,
        '/smesiteli/hansgrohe/wasserkraft?sort=price-asc',
      ],
      [
        'a value whose URL already has a query gets the sort appended with &',
        URL,
        /^чёрный/,
        `${PAGE}?color=chernyj&sort=price-asc`,
      ],
      [
        'without ?sort= in the address the value URL is opened as it is',
        PAGE,
        /^Hansgrohe/,
        '/smesiteli/hansgrohe/wasserkraft',
      ],
      [
        'unchecking the selected value opens its dilemmaRemoveOption, keeping the sort',
        URL,
        /^Wasserkraft/,
        '/smesiteli?sort=price-asc',
      ],
    ])('%s', async (_title, address, checkbox, opened) => {
      const user = userEvent.setup();
      const { router } = renderPanel(undefined, address);
      await user.click(screen.getByRole('checkbox', { name: checkbox }));
      expect(at(router)).toBe(opened);
    });

    it('the clicked box shows its new state at once, before new counts arrive', async () => {
      const user = userEvent.setup();
      renderPanel();
      const hansgrohe = screen.getByRole('checkbox', { name: /^Hansgrohe/ });
      await user.click(hansgrohe);
      expect(hansgrohe).toBeChecked();
    });

    it('facets that cannot tell the address (no panel order from the API) hold a second change until the counts of the first are in, and keep both', async () => {
      const user = userEvent.setup();
      const HANSGROHE = '/smesiteli/hansgrohe/wasserkraft';
      // The counts for Hansgrohe and Wasserkraft: their URLs keep both brands.
      const afterHansgrohe = [
        selectValue(BRAND, {
          name: 'hansgrohe',
          rusName: 'Hansgrohe',
          count: 7,
          dilemma: true,
          url: HANSGROHE,
          removeUrl: PAGE,
        }),
        selectValue(BRAND, {
          name: 'wasserkraft',
          rusName: 'Wasserkraft',
          count: 9,
          dilemma: true,
          url: HANSGROHE,
          removeUrl: '/smesiteli/hansgrohe',
        }),
        selectValue(COLOR, { name: 'hrom', rusName: 'хром', count: 10, url: `${HANSGROHE}?color=hrom` }),
        selectValue(COLOR, { name: 'chernyj', rusName: 'чёрный', count: 4, url: `${HANSGROHE}?color=chernyj` }),
      ];
      const { router } = renderAtRoute(<Panel counts={[[...brandEntries(), ...colorEntries()], afterHansgrohe]} />, {
        url: URL,
      });
      await user.click(screen.getByRole('checkbox', { name: /^Hansgrohe/ }));
      await user.click(screen.getByRole('checkbox', { name: /^чёрный/ }));
      // The counts on screen know nothing of Hansgrohe yet: чёрный waits, shown ticked.
      expect(at(router)).toBe(`${HANSGROHE}?sort=price-asc`);
      expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /^чёрный/ })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Пришли новые счётчики' }));
      expect(at(router)).toBe(`${HANSGROHE}?color=chernyj&sort=price-asc`);
      expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /^чёрный/ })).toBeChecked();
    });

    it('counts of an earlier address on screen that cannot tell this one hold a change until the counts of this one come', async () => {
      const user = userEvent.setup();
      const { router } = renderAtRoute(<Panel counts={[brandEntries(), brandEntries()]} countedAt={PAGE} />, {
        url: URL,
      });
      await user.click(screen.getByRole('checkbox', { name: /^Grohe/ }));
      expect(at(router)).toBe(URL);
      expect(screen.getByRole('checkbox', { name: /^Grohe/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Пришли новые счётчики' }));
      expect(at(router)).toBe('/smesiteli/grohe/wasserkraft?sort=price-asc');
    });

    it('new counts replace the guessed state of the clicked box', async () => {
      const user = userEvent.setup();
      renderAtRoute(<Panel counts={[brandEntries(), brandEntries()]} />, { url: URL });
      await user.click(screen.getByRole('checkbox', { name: /^Hansgrohe/ }));
      expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toBeChecked();
      // The API answers that Hansgrohe is not selected after all: the box follows the answer.
      await user.click(screen.getByRole('button', { name: 'Пришли новые счётчики' }));
      expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).not.toBeChecked();
    });

    it('shows up to 9 values without «Показать все»', () => {
      renderPanel([...brandEntries().slice(0, 8), brandEntries()[9]!]);
      expect(within(brandGroup()).getAllByRole('checkbox')).toHaveLength(9);
      expect(screen.queryByRole('button', { name: /Показать все/ })).not.toBeInTheDocument();
    });

    it('more than 9 values collapse to the first 8 behind «Показать все (N)», which expands and collapses', async () => {
      const user = userEvent.setup();
      const unselected = brandEntries().slice(0, 9);
      renderPanel([...unselected, { ...unselected[0]!, _id: '10:extra', rusName: 'Extra', name: 'extra' }]);
      expect(within(brandGroup()).getAllByRole('checkbox')).toHaveLength(8);
      expect(screen.queryByRole('checkbox', { name: /^Oras/ })).not.toBeInTheDocument();

      const more = screen.getByRole('button', { name: 'Показать все (10)' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await user.click(more);
      expect(within(brandGroup()).getAllByRole('checkbox')).toHaveLength(10);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(more).toHaveTextContent('Свернуть');

      await user.click(more);
      expect(within(brandGroup()).getAllByRole('checkbox')).toHaveLength(8);
      expect(more).toHaveAttribute('aria-expanded', 'false');
    });

    it('a selected value past the first 8 stays visible while the list is collapsed', () => {
      renderPanel();
      const boxes = within(brandGroup()).getAllByRole('checkbox');
      expect(boxes).toHaveLength(9);
      expect(boxes[8]).toHaveAccessibleName(/^Wasserkraft/);
      expect(boxes[8]).toBeChecked();
      expect(screen.queryByRole('checkbox', { name: /^Oras/ })).not.toBeInTheDocument();
    });

    it('works with the keyboard: Tab reaches the first box, Space toggles it', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      await user.tab();
      const grohe = screen.getByRole('checkbox', { name: /^Grohe/ });
      expect(grohe).toHaveFocus();
      await user.keyboard(' ');
      expect(grohe).toBeChecked();
      expect(at(router)).toBe('/smesiteli/grohe/wasserkraft?sort=price-asc');

      await user.tab();
      expect(screen.getByRole('checkbox', { name: /^Hansgrohe/ })).toHaveFocus();
    });
  });

  describe('range option', () => {
    it('is a form named by the option and its unit, with «от»/«до» hinted by the category bounds', () => {
      renderPanel();
      expect(fromField()).toHaveAttribute('placeholder', 'от 990');
      expect(toField()).toHaveAttribute('placeholder', 'до 45000');
      expect(fromField()).toHaveValue('');
      expect(toField()).toHaveValue('');
      expect(within(priceForm()).getByRole('button', { name: 'Применить' })).toHaveAttribute('type', 'submit');
    });

    it('without bounds from the API the hints are plain «от» and «до»', () => {
      renderPanel([rangeOption({ urlOptionsToFilter: PAGE, minVal: null, maxVal: null })]);
      expect(fromField()).toHaveAttribute('placeholder', 'от');
      expect(toField()).toHaveAttribute('placeholder', 'до');
    });

    it('fills the fields with the selected range', () => {
      renderPanel([price({ selectedMin: 2000, selectedMax: 9000 })], `${PAGE}?price=2000-9000`);
      expect(fromField()).toHaveValue('2000');
      expect(toField()).toHaveValue('9000');
    });

    it('applying valid bounds opens `${urlOptionsToFilter}?price=min-max`, keeping the sort', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      await applyPrice(user, '1000', '5000');
      expect(at(router)).toBe(`${PAGE}?price=1000-5000&sort=price-asc`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('one bound is enough: the other side of the range stays open', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      await applyPrice(user, '1000');
      expect(at(router)).toBe(`${PAGE}?price=1000-&sort=price-asc`);
    });

    it('reads a number typed with a thousands space', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      await applyPrice(user, '1 000', '5 000');
      expect(at(router)).toBe(`${PAGE}?price=1000-5000&sort=price-asc`);
    });

    it('«от» greater than «до» shows an alert, marks the fields invalid and does not navigate', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      const before = router.state.location.key;
      await applyPrice(user, '6000', '5000');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('«От» не может быть больше «до»');
      expect(fromField()).toHaveAttribute('aria-invalid', 'true');
      expect(toField()).toHaveAccessibleDescription('«От» не может быть больше «до»');
      expect(router.state.location.key).toBe(before);
      expect(at(router)).toBe(URL);
    });

    it.each([
      ['a negative bound', '-100'],
      ['a non-numeric bound', 'дёшево'],
    ])('%s shows «Введите числа не меньше нуля» and does not navigate', async (_case, typed) => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      const before = router.state.location.key;
      await applyPrice(user, typed, '5000');
      expect(screen.getByRole('alert')).toHaveTextContent('Введите числа не меньше нуля');
      expect(fromField()).toHaveAccessibleDescription('Введите числа не меньше нуля');
      expect(router.state.location.key).toBe(before);
    });

    it('fixing the bounds clears the error and applies the range', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      await applyPrice(user, '-1');
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.clear(fromField());
      await applyPrice(user, '0');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fromField()).toHaveAttribute('aria-invalid', 'false');
      expect(at(router)).toBe(`${PAGE}?price=0-&sort=price-asc`);
    });

    it('emptying both fields opens the base URL, removing the range', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel(
        [price({ selectedMin: 2000, selectedMax: 9000 })],
        `${PAGE}?price=2000-9000&sort=price-asc`,
      );
      await user.clear(fromField());
      await user.clear(toField());
      await user.click(screen.getByRole('button', { name: 'Применить' }));
      expect(at(router)).toBe(URL);
    });

    it('works with the keyboard: Tab from «от» to «до», Enter submits', async () => {
      const user = userEvent.setup();
      const { router } = renderPanel();
      await user.click(fromField());
      await user.keyboard('1000');
      await user.tab();
      expect(toField()).toHaveFocus();
      await user.keyboard('5000{Enter}');
      expect(at(router)).toBe(`${PAGE}?price=1000-5000&sort=price-asc`);
    });
  });

  describe('changes computed from the address and the facets on screen', () => {
    const COUNTRY = { nid: 11, name: 'country', rusName: 'Страна' };
    /** Mixers cheapest first: brand is a path option of /smesiteli, country a query one; the panel's order is price, brand, country. */
    const MIXERS = '/smesiteli?sort=price-asc';
    const facets = (): FilterEntry[] => [
      {
        ...selectValue(BRAND, { name: 'smesiteli', rusName: 'Смесители', count: 40, url: '/smesiteli' }),
        _id: 'internalCat',
        valTypeCat: 'category',
        optionsToFilter: [4, 10, 11],
      },
      selectValue(BRAND, { name: 'grohe', rusName: 'Grohe', count: 12, url: '/smesiteli/grohe' }),
      selectValue(BRAND, { name: 'hansgrohe', rusName: 'Hansgrohe', count: 7, url: '/smesiteli/hansgrohe' }),
      selectValue(COUNTRY, { name: 'germaniya', rusName: 'Германия', count: 19, url: '/smesiteli?country=germaniya' }),
      selectValue(COUNTRY, { name: 'ispaniya', rusName: 'Испания', count: 2, url: '/smesiteli?country=ispaniya' }),
      rangeOption({ urlOptionsToFilter: '/smesiteli' }),
    ];

    it('a second click goes out at once, before the counts of the first, and keeps both (canonical order, sort kept)', async () => {
      const user = userEvent.setup();
      const { router } = renderAtRoute(<Panel counts={[facets()]} />, { url: MIXERS });
      await user.click(screen.getByRole('checkbox', { name: /^Hansgrohe/ }));
      expect(at(router)).toBe('/smesiteli/hansgrohe?sort=price-asc');
      // No new counts: the facets on screen are still those of /smesiteli.
      await user.click(screen.getByRole('checkbox', { name: /^Германия/ }));
      expect(at(router)).toBe('/smesiteli/hansgrohe?country=germaniya&sort=price-asc');
      await user.click(screen.getByRole('checkbox', { name: /^Grohe/ }));
      expect(at(router)).toBe('/smesiteli/grohe/hansgrohe?country=germaniya&sort=price-asc');
      for (const name of [/^Grohe/, /^Hansgrohe/, /^Германия/])
        expect(screen.getByRole('checkbox', { name })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /^Испания/ })).not.toBeChecked();

      // A range goes at the end, as the panel always put it; the next change puts it in the panel's order.
      await applyPrice(user, '1000');
      expect(at(router)).toBe('/smesiteli/grohe/hansgrohe?country=germaniya&price=1000-&sort=price-asc');
      await user.click(screen.getByRole('checkbox', { name: /^Grohe/ }));
      expect(at(router)).toBe('/smesiteli/hansgrohe?price=1000-&country=germaniya&sort=price-asc');
      expect(screen.getByRole('checkbox', { name: /^Grohe/ })).not.toBeChecked();
    });

    it('the boxes show the address shown until its own counts come, then the counts', async () => {
      const user = userEvent.setup();
      const answer = facets().map((entry) => (entry.name === 'ispaniya' ? { ...entry, dilemma: true } : entry));
      const { router } = renderAtRoute(<Panel counts={[facets(), answer]} />, { url: MIXERS });
      await user.click(screen.getByRole('checkbox', { name: /^Испания/ }));
      expect(at(router)).toBe('/smesiteli?country=ispaniya&sort=price-asc');
      expect(screen.getByRole('checkbox', { name: /^Испания/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Пришли новые счётчики' }));
      expect(screen.getByRole('checkbox', { name: /^Испания/ })).toBeChecked();
      // Unticking the box of the address shown: computed from the new counts.
      await user.click(screen.getByRole('checkbox', { name: /^Испания/ }));
      expect(at(router)).toBe(MIXERS);
    });

    it("facets of another category on screen hold a change until this category's come", async () => {
      const user = userEvent.setup();
      const { router } = renderAtRoute(<Panel counts={[facets()]} countedAt="/smesiteli" />, { url: '/unitazi' });
      await user.click(screen.getByRole('checkbox', { name: /^Grohe/ }));
      expect(at(router)).toBe('/unitazi');
      expect(screen.getByRole('checkbox', { name: /^Grohe/ })).toBeChecked();
    });
  });
});
