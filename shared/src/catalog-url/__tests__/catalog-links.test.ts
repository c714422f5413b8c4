import {
  catalogChoiceUrl,
  keepSort,
  rangeClickUrl,
  rangeRemovedUrl,
  valueClickUrl,
  type CatalogChoice,
  type CatalogUrlRules,
  type UrlOption,
} from '../catalog-links';
import { choiceOnScreen, facetClickUrl, facetLinkUrl, facetUrlRules, type FacetWithLinks } from '../facet-rules';
import { readCatalogChoice, rangeOfText, splitCatalogUrl } from '../read-catalog-url';

const OPTIONS: UrlOption[] = [
  { name: 'price', kind: 'range', values: [] },
  { name: 'brand', kind: 'select', values: ['grohe', 'hansgrohe', 'roca'] },
  { name: 'country', kind: 'select', values: ['germaniya', 'ispaniya'] },
  { name: 'color', kind: 'select', values: ['hrom', 'belyj'] },
];

/** Basin mixers: brand and colour in the path; the panel's order is price, brand, country, colour. */
const RULES: CatalogUrlRules = {
  categoryPath: ['smesiteli', 'dlya-rakovini'],
  pathOptions: ['brand', 'color'],
  panelOptions: ['price', 'brand', 'country', 'color'],
  option: (name) => OPTIONS.find((option) => option.name === name),
};

const choice = (
  values: Record<string, string[]>,
  ranges: Record<string, { min: number | null; max: number | null }> = {},
): CatalogChoice => ({
  values: new Map(Object.entries(values)),
  ranges: new Map(Object.entries(ranges)),
});

describe('catalogChoiceUrl', () => {
  it.each<[string, CatalogChoice, string]>([
    ['nothing chosen', choice({}), '/smesiteli/dlya-rakovini'],
    [
      'path values in option order, each option in value order',
      choice({ color: ['hrom'], brand: ['roca', 'grohe'] }),
      '/smesiteli/dlya-rakovini/grohe/roca/hrom',
    ],
    [
      'query options in the panel order, commas unescaped',
      choice({ country: ['ispaniya', 'germaniya'] }, { price: { min: 1000, max: null } }),
      '/smesiteli/dlya-rakovini?price=1000-&country=germaniya,ispaniya',
    ],
    [
      'an option off the panel after the panel ones',
      choice({ mounting: ['x'], country: ['germaniya'] }),
      '/smesiteli/dlya-rakovini?country=germaniya',
    ],
    ['an open range is no parameter', choice({}, { price: { min: null, max: null } }), '/smesiteli/dlya-rakovini'],
  ])('%s', (_what, chosen, url) => {
    expect(catalogChoiceUrl(RULES, chosen)).toBe(url);
  });
});

describe('click URLs', () => {
  const here = choice({ brand: ['grohe'] }, { price: { min: 1000, max: 5000 } });

  it('a value ticked or unticked; null when it is so already', () => {
    expect(valueClickUrl(RULES, here, 'brand', 'hansgrohe', true)).toBe(
      '/smesiteli/dlya-rakovini/grohe/hansgrohe?price=1000-5000',
    );
    expect(valueClickUrl(RULES, here, 'brand', 'grohe', false)).toBe('/smesiteli/dlya-rakovini?price=1000-5000');
    expect(valueClickUrl(RULES, here, 'brand', 'grohe', true)).toBeNull();
  });

  it('a range: the URL without it, then the new bounds at the end; open bounds remove it', () => {
    expect(rangeRemovedUrl(RULES, here, 'price')).toBe('/smesiteli/dlya-rakovini/grohe');
    expect(rangeClickUrl(RULES, choice({ country: ['germaniya'] }), 'price', { min: null, max: 9000 })).toBe(
      '/smesiteli/dlya-rakovini?country=germaniya&price=-9000',
    );
    expect(rangeClickUrl(RULES, here, 'price', { min: null, max: null })).toBe('/smesiteli/dlya-rakovini/grohe');
    expect(rangeClickUrl(RULES, here, 'price', { min: 1000, max: 5000 })).toBeNull();
  });

  it('keepSort appends the sort of the address shown', () => {
    expect(keepSort('/smesiteli?country=germaniya', '?page=2&sort=price-asc')).toBe(
      '/smesiteli?country=germaniya&sort=price-asc',
    );
    expect(keepSort('/smesiteli', '?page=2')).toBe('/smesiteli');
  });
});

describe('reading a URL', () => {
  it('splits off the lookup marker and the query', () => {
    expect(splitCatalogUrl('/dlya-rakovini/splithh:/grohe?color=hrom')).toEqual({
      pathname: '/dlya-rakovini/grohe',
      search: 'color=hrom',
      isLookup: true,
    });
    expect(splitCatalogUrl('/smesiteli')).toEqual({ pathname: '/smesiteli', search: '', isLookup: false });
  });

  it.each([
    ['1000-5000', { min: 1000, max: 5000 }],
    ['1000.5-', { min: 1000.5, max: null }],
    ['-5000', { min: null, max: 5000 }],
    ['-', null],
    ['1000', null],
    ['a-b', null],
  ])('range %s', (text, range) => {
    expect(rangeOfText(text)).toEqual(range);
  });

  it('reads path values, query values (split, repeated once) and ranges', () => {
    const { choice: read } = readCatalogChoice(RULES, ['hrom', 'grohe'], {
      country: ['ispaniya,germaniya', 'ispaniya'],
      brand: ['roca'],
      price: ['-5000'],
    });
    expect(read && [[...read.values], [...read.ranges]]).toEqual([
      [
        ['color', ['hrom']],
        ['brand', ['grohe', 'roca']],
        ['country', ['ispaniya', 'germaniya']],
      ],
      [['price', { min: null, max: 5000 }]],
    ]);
  });

  it.each([
    ['a path segment of no path option', ['germaniya'], {}, { kind: 'path-value', segment: 'germaniya' }],
    ['an unknown option', [], { nope: ['1'] }, { kind: 'option', key: 'nope' }],
    ['two ranges of one option', [], { price: ['1-2', '3-4'] }, { kind: 'range', key: 'price' }],
    ['an unknown value', [], { brand: ['grohe,nope'] }, { kind: 'value', key: 'brand', value: 'nope' }],
  ])('the first thing that does not read is the problem: %s', (_what, segments, filters, problem) => {
    expect(readCatalogChoice(RULES, segments, filters).problem).toMatchObject(problem);
  });
});

describe('facets on screen', () => {
  const facet = (fields: Partial<FacetWithLinks>): FacetWithLinks => ({
    _id: '',
    valTypeCat: 'select',
    optionColName: '',
    optionColNid: 0,
    name: null,
    optionsToFilter: [],
    dilemma: false,
    selectedMin: null,
    selectedMax: null,
    urlOptionsToFilter: '/smesiteli',
    dilemmaRemoveOption: null,
    ...fields,
  });
  const brand = (name: string, fields: Partial<FacetWithLinks> = {}) =>
    facet({
      _id: `10:${name}`,
      optionColName: 'brand',
      optionColNid: 10,
      name,
      urlOptionsToFilter: `/smesiteli/${name}`,
      ...fields,
    });
  const FACETS = [
    facet({ _id: 'internalCat', valTypeCat: 'category', name: 'smesiteli', optionsToFilter: [1, 10, 11] }),
    brand('grohe'),
    brand('roca'),
    facet({
      _id: '11:germaniya',
      optionColName: 'country',
      optionColNid: 11,
      name: 'germaniya',
      urlOptionsToFilter: '/smesiteli?country=germaniya',
    }),
    facet({ _id: '1', valTypeCat: 'range', optionColName: 'price', optionColNid: 1 }),
  ];

  it('give the rules of their category: path options by slug, the panel order from the category entry', () => {
    const rules = facetUrlRules('/smesiteli/grohe', FACETS);
    expect(rules && [rules.categoryPath, rules.pathOptions, rules.panelOptions, rules.option('brand')?.values]).toEqual(
      [['smesiteli'], ['brand'], ['price', 'brand', 'country'], ['grohe', 'roca']],
    );
  });

  it.each([
    ['another category', '/unitazi', FACETS],
    ['no category entry', '/smesiteli', FACETS.slice(1)],
    [
      'no panel order (an option the category entry does not name)',
      '/smesiteli',
      [facet({ ...FACETS[0], optionsToFilter: [] }), ...FACETS.slice(1)],
    ],
  ])('tell nothing for %s', (_what, pathname, facets) => {
    expect(facetUrlRules(pathname, facets)).toBeNull();
  });

  it('tell a click from the address shown, even one they were not counted for', () => {
    const onScreen = choiceOnScreen('/smesiteli/roca', '?price=1000-&sort=new', FACETS);
    expect(onScreen).not.toBeNull();
    expect(
      facetClickUrl({ kind: 'value', id: '10:grohe', checked: true }, FACETS, onScreen!, '?price=1000-&sort=new'),
    ).toBe('/smesiteli/grohe/roca?price=1000-&sort=new');
    expect(facetClickUrl({ kind: 'value', id: '11:germaniya', checked: true }, FACETS, onScreen!, '?sort=new')).toBe(
      '/smesiteli/roca?price=1000-&country=germaniya&sort=new',
    );
    expect(facetClickUrl({ kind: 'range', id: '1', min: null, max: null }, FACETS, onScreen!, '')).toBe(
      '/smesiteli/roca',
    );
    expect(facetClickUrl({ kind: 'value', id: 'nope', checked: true }, FACETS, onScreen!, '')).toBeNull();
    expect(choiceOnScreen('/smesiteli/hansgrohe', '', FACETS)).toBeNull();
  });

  it('facetLinkUrl opens the facet’s own links, keeping the sort', () => {
    expect(facetLinkUrl({ kind: 'value', id: '10:grohe', checked: true }, FACETS, '?sort=new')).toBe(
      '/smesiteli/grohe?sort=new',
    );
    expect(facetLinkUrl({ kind: 'value', id: '10:grohe', checked: false }, FACETS, '')).toBeNull();
    expect(facetLinkUrl({ kind: 'range', id: '1', min: 5, max: null }, FACETS, '')).toBe('/smesiteli?price=5-');
  });
});
