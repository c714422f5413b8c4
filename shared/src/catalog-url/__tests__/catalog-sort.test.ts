import { SORT_OPTIONS, sortFromSearch, withPage, withSort } from '../catalog-sort';

describe('sortFromSearch', () => {
  it('defaults to popularity (ORDER ASC) without ?sort=', () => {
    const sort = sortFromSearch('');
    expect(sort.value).toBe('');
    expect(sort.label).toBe('По популярности');
    expect(sort.sort).toEqual([{ field: 'ORDER', direction: 'ASC' }]);
  });

  it.each([
    ['?sort=price-asc', [{ field: 'PRICE', direction: 'ASC' }]],
    ['?sort=price-desc', [{ field: 'PRICE', direction: 'DESC' }]],
    ['?page=2&sort=new', [{ field: 'NEW', direction: 'DESC' }]],
  ])('%s picks its order', (search, expected) => {
    expect(sortFromSearch(search).sort).toEqual(expected);
  });

  it.each(['?sort=cheap', '?sort=', '?sort=PRICE-ASC', '?sort=name'])(
    'an unknown value %s means popularity',
    (search) => {
      expect(sortFromSearch(search)).toBe(SORT_OPTIONS[0]);
    },
  );
});

describe('withSort', () => {
  it('sets the sort and drops the page, keeping the filters', () => {
    expect(withSort('/vanni', '?page=3&material=akril', 'price-asc')).toBe('/vanni?material=akril&sort=price-asc');
  });

  it('replaces an earlier sort', () => {
    expect(withSort('/vanni', '?sort=new&page=2', 'price-desc')).toBe('/vanni?sort=price-desc');
  });

  it('popularity removes the parameter, leaving no stray «?»', () => {
    expect(withSort('/vanni', '?sort=new&page=4', '')).toBe('/vanni');
    expect(withSort('/vanni', '?sort=new&color=belyj', '')).toBe('/vanni?color=belyj');
  });
});

describe('withPage', () => {
  it('sets ?page= from page 2 on, keeping the rest of the query', () => {
    expect(withPage('/vanni', '?sort=new', 2)).toBe('/vanni?sort=new&page=2');
    expect(withPage('/vanni', '?page=2&sort=new', 5)).toBe('/vanni?page=5&sort=new');
  });

  it('page 1 drops the parameter', () => {
    expect(withPage('/vanni', '?page=3', 1)).toBe('/vanni');
    expect(withPage('/vanni', '?sort=new&page=3', 1)).toBe('/vanni?sort=new');
  });
});
