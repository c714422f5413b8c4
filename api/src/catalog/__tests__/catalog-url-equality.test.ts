import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { FilterCountAllQuery } from '@shop/shared/graphql';
import {
  catalogChoiceUrl,
  choiceOnScreen,
  facetClickUrl,
  facetLinkUrl,
  keepSort,
  rangeRemovedUrl,
  toggledValue,
  valueClickUrl,
  type FacetClick,
} from '@shop/shared/catalog-url';
import { catalogUrl, catalogUrlRules, choiceOfFilter, parseCatalogUrl } from '../catalog-url-rules';
import type { CatalogMetadata, CategoryRow } from '../catalog-metadata';
import { emptyFilter, type ProductFilter } from '../product-filter';
import { fixtureMetadata } from '../../testing/catalogue-fixture';

type FilterEntry = FilterCountAllQuery['filterCountAll'][number];

/**
 * The shared URL module against the URLs the API and the page made before it. Until the
 * commit that moved them here, this table compared the API's own builder and parser and the
 * panel's patching of the API's links with the shared module, case by case, and recorded the
 * digest of the old output; now the same cases, made by the shared module, must give that
 * digest. Seeded random choices on the fixture catalogue, every link of their filter panels,
 * every click on them (also a second click made before the first one's counts came: before, it
 * waited for them and went out from their links), and the parse of many URLs, good and bad.
 */
const metadata = fixtureMetadata();

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, pick, shuffled };
}

const RANGES = [
  { min: 1000, max: 5000 },
  { min: 1000, max: null },
  { min: null, max: 5000 },
  { min: 0, max: 9000 },
  { min: 1000.5, max: 20000 },
  { min: 40, max: 60 },
];

/**
 * A random filter: a category, some values of some options (in a random order), maybe ranges;
 * mostly options of its panel (what the page makes), sometimes any (what a visitor may type).
 */
function randomFilter(rng: ReturnType<typeof random>, category: CategoryRow): ProductFilter {
  const filter = emptyFilter();
  filter.category = category;
  const anyOption = rng.next() < 0.15;
  const options = metadata.options.filter((option) => anyOption || category.optionsToFilter.includes(option.nid));
  for (const option of rng.shuffled(options)) {
    const values = metadata.valuesOf.get(option.nid) ?? [];
    if (option.valType === 'range') {
      if (rng.next() < 0.3) filter.ranges.set(option.nid, rng.pick(RANGES));
    } else if (values.length > 0 && rng.next() < 0.35) {
      const chosen = rng.shuffled(values).slice(0, 1 + Math.floor(rng.next() * values.length));
      filter.selections.set(
        option.nid,
        chosen.map((value) => value.nid),
      );
    } else if (rng.next() < 0.02) {
      // Disjoint selections of the url and the typed filter leave an option with no value.
      filter.selections.set(option.nid, []);
    }
  }
  return filter;
}

/** The filter panel as filterCountAll sends it for a filter, with the API's links. */
function facets(rng: ReturnType<typeof random>, filter: ProductFilter): FilterEntry[] {
  const category = filter.category as CategoryRow;
  const rules = catalogUrlRules(metadata, category);
  const choice = choiceOfFilter(metadata, filter);
  const here = catalogChoiceUrl(rules, choice);
  const entry = (fields: Partial<FilterEntry>): FilterEntry => ({
    _id: '',
    optionColName: '',
    optionColNid: 0,
    count: 1,
    minVal: null,
    maxVal: null,
    selectedMin: null,
    selectedMax: null,
    rusNameCat: '',
    valTypeCat: 'select',
    name: null,
    rusName: null,
    urlOptionsToFilter: here,
    optionsToFilter: [],
    dilemma: false,
    dilemmaRemoveOption: null,
    internalCat: null,
    ...fields,
  });
  const entries = [
    entry({
      _id: 'internalCat',
      optionColName: 'category',
      valTypeCat: 'category',
      name: category.path,
      optionsToFilter: category.optionsToFilter,
    }),
  ];
  const panel = category.optionsToFilter
    .map((nid) => metadata.optionByNid.get(nid))
    .filter((option) => option !== undefined);
  for (const option of panel.filter((item) => item.valType === 'select')) {
    const selected = filter.selections.get(option.nid) ?? [];
    for (const value of metadata.valuesOf.get(option.nid) ?? []) {
      const isSelected = selected.includes(value.nid);
      // Values no product has are left out, unless selected.
      if (!isSelected && rng.next() < 0.2) continue;
      const toggled = catalogChoiceUrl(rules, toggledValue(choice, option.name, value.name));
      entries.push(
        entry({
          _id: `${option.nid}:${value.nid}`,
          optionColName: option.name,
          optionColNid: option.nid,
          name: value.name,
          urlOptionsToFilter: isSelected ? here : toggled,
          dilemma: isSelected,
          dilemmaRemoveOption: isSelected ? toggled : null,
          optionsToFilter: selected,
        }),
      );
    }
  }
  for (const option of panel.filter((item) => item.valType === 'range')) {
    const range = filter.ranges.get(option.nid);
    if (!range && rng.next() < 0.2) continue;
    const without = rangeRemovedUrl(rules, choice, option.name);
    entries.push(
      entry({
        _id: String(option.nid),
        optionColName: option.name,
        optionColNid: option.nid,
        valTypeCat: 'range',
        selectedMin: range?.min ?? null,
        selectedMax: range?.max ?? null,
        urlOptionsToFilter: without,
        dilemma: range !== undefined,
        dilemmaRemoveOption: range ? without : null,
      }),
    );
  }
  return entries;
}

/** A URL's path and query. */
function parts(url: string) {
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
}

/** A filter as plain data (or the error a parse throws), for comparing two parsers. */
function plainParse(parse: (metadata: CatalogMetadata, url: string) => ProductFilter, url: string) {
  try {
    const filter = parse(metadata, url);
    return {
      category: filter.category?.nid ?? null,
      selections: [...filter.selections],
      ranges: [...filter.ranges],
    };
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { error: error.message, code: error.extensions.code };
  }
}

/** URLs to parse for a filter: its canonical URL and the forms a visitor or the page may send. */
function urlsOf(rng: ReturnType<typeof random>, filter: ProductFilter): string[] {
  const canonical = catalogUrl(metadata, filter);
  const { pathname, search } = parts(canonical);
  const params = [...new URLSearchParams(search)];
  const category = filter.category as CategoryRow;
  const brokenValue = rng.pick(['nope', 'grohe', 'hrom', 'germaniya', 'podvesnoj', 'odnorychazhnyj']);
  return [
    canonical,
    `${canonical}${search ? '&' : '?'}sort=new&page=2`,
    `${pathname}?${new URLSearchParams(rng.shuffled(params)).toString()}`,
    `${pathname}/${brokenValue}${search}`,
    `${pathname}${search ? `${search}&` : '?'}${rng.pick(['brand=nope', 'nope=1', 'price=abc', 'price=5000-1000', 'price=-', 'width=1-2&width=3-4', 'color=hrom,', 'country=germaniya&country=ispaniya', 'price=99999999999999999999-'])}`,
    `/${category.path}/splithh:${pathname
      .split('/')
      .slice(category.topCategoryNid === null ? 2 : 3)
      .map((segment) => `/${segment}`)
      .join('')}${search}`,
    `/${pathname.split('/').filter(Boolean).reverse().join('/')}${search}`,
  ];
}

type FilterIntent = FacetClick;

const CASES = 600;
const UNTOLD = 'untold';

/** Whether a URL chooses a value or range of an option its category's panel does not show (the fixture's mixers show no material or mounting). */
function offPanel(url: string): boolean {
  const filter = parseCatalogUrl(metadata, url);
  const panel = filter.category?.optionsToFilter ?? [];
  const named = [
    ...[...filter.selections].filter(([, values]) => values.length > 0).map(([nid]) => nid),
    ...filter.ranges.keys(),
  ];
  return named.some((nid) => !panel.includes(nid));
}

/** Every case: its output (kept in `rows`), and whether the ways of making it agree (else in `mismatches`). */
function compareAll() {
  const rng = random(20261124);
  const rows: string[] = [];
  const mismatches: string[] = [];
  /** Addresses the facets on screen cannot tell (a value of an option the panel does not show): the page waits for their own links. */
  const untold: string[] = [];
  const categories = metadata.categories;
  let compared = 0;
  let clicks = 0;
  const check = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      mismatches.push(`${what}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
  };

  for (let index = 0; index < CASES; index++) {
    const filter = randomFilter(rng, rng.pick(categories));
    const category = filter.category as CategoryRow;
    const rules = catalogUrlRules(metadata, category);
    const choice = choiceOfFilter(metadata, filter);
    const old = catalogUrl(metadata, filter);
    rows.push(old);

    // The API's links of every value and range of the panel, and of the sub-categories.
    for (const option of metadata.options) {
      for (const value of metadata.valuesOf.get(option.nid) ?? []) {
        const isSelected = filter.selections.get(option.nid)?.includes(value.nid) ?? false;
        rows.push(String(valueClickUrl(rules, choice, option.name, value.name, !isSelected)));
        compared++;
      }
      if (option.valType === 'range') {
        rows.push(rangeRemovedUrl(rules, choice, option.name));
        compared++;
      }
    }
    for (const other of categories) {
      rows.push(catalogChoiceUrl(catalogUrlRules(metadata, other), choice));
      compared++;
    }

    // Parsing: the filter, or the error, the shared rules read.
    for (const url of urlsOf(rng, filter)) {
      rows.push(JSON.stringify(plainParse(parseCatalogUrl, url)));
      compared++;
    }

    // Clicks on the panel: by the facet's own links (what the page did before) and computed
    // from the address and the facets on screen (what it does now). The second click is made
    // on the first one's address while the first address's facets are still on screen; before,
    // it waited for the facets of the first one's address and went out by their links.
    const sort = rng.pick(['', '?sort=price-asc', '?sort=new']);
    const shown = facets(rng, filter);
    const page = keepSort(old, sort);
    const intentsOf = (entries: FilterEntry[]): FilterIntent[] =>
      entries.flatMap((entry): FilterIntent[] =>
        entry.valTypeCat === 'select'
          ? [{ kind: 'value', id: entry._id, checked: !entry.dilemma }]
          : entry.valTypeCat === 'range'
            ? [{ kind: 'range', id: entry._id, ...rng.pick([...RANGES, { min: null, max: null }]) }]
            : [],
      );
    const newClick = (url: string, entries: FilterEntry[], intent: FilterIntent) => {
      const { pathname, search } = parts(url);
      const onScreen = choiceOnScreen(pathname, search, entries);
      return onScreen ? facetClickUrl(intent, entries, onScreen, search) : UNTOLD;
    };
    const first = intentsOf(shown);
    for (const intent of first) {
      const { search } = parts(page);
      const before = facetLinkUrl(intent, shown, search);
      rows.push(String(before));
      const now = newClick(page, shown, intent);
      if (now === UNTOLD) untold.push(page);
      else check(`click ${JSON.stringify(intent)} on ${page}`, now, before);
      clicks++;
      if (before === null) continue;
      // The second click: before, it went out from the facets of the first click's address.
      const second = rng.pick(first);
      const next = plainParse(parseCatalogUrl, before);
      if ('error' in next) continue;
      const answered = parseCatalogUrl(metadata, before);
      const answeredFacets = facets(random(index), answered);
      const waited = answeredFacets.some((item) => item._id === second.id)
        ? facetLinkUrl(second, answeredFacets, parts(before).search)
        : undefined;
      if (waited === undefined) continue;
      rows.push(String(waited));
      const secondNow = newClick(before, shown, second);
      if (secondNow === UNTOLD) untold.push(before);
      else check(`second click ${JSON.stringify(second)} on ${before}`, secondNow, waited);
      clicks++;
    }
  }

  return { rows, mismatches, untold, compared, clicks };
}

describe('the shared catalogue URL module makes the URLs the API and the page made before it', () => {
  const { rows, mismatches, untold, compared, clicks } = compareAll();

  it('no case differs', () => {
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('the facets on screen tell every address but those with a value of an option off the panel', () => {
    expect(untold.filter((url) => !offPanel(url))).toEqual([]);
    expect(untold.length).toBeLessThan(clicks / 5);
  });

  it(`${CASES} random choices: canonical URLs, panel links, sub-category links and parses agree`, () => {
    expect(compared).toBeGreaterThan(CASES * 20);
  });

  it('every click on their panels (and a second click before the first one answered) opens the same address', () => {
    expect(clicks).toBeGreaterThan(CASES * 5);
  });

  it('the whole table is the one the old builders made (the digest they gave)', () => {
    expect(rows.length).toBeGreaterThan(CASES * 30);
    expect(createHash('sha256').update(rows.join('\n')).digest('hex')).toBe(
      '98a91f61bf1ca182ad8173e388a294439e24d908ab1e3e5224c49b96abb10d91',
    );
  });
});
