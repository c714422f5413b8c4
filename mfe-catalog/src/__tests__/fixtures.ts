/**
 * Hand-made GraphQL answers for the catalogue's component tests, typed by the generated
 * documents so a field the API adds shows up here as a type error.
 */
import { within } from '@testing-library/react';
import { shopStore } from '@shop/shared/store';
import type { FilterCountAllQuery, GetProductQuery, ProductTileFragment } from '@shop/shared/graphql';

export type FilterEntry = FilterCountAllQuery['filterCountAll'][number];
export type ProductCard = NonNullable<GetProductQuery['product']>;

/** A catalogue product as a tile shows it: a Grohe basin mixer unless told otherwise. */
export function productTile(overrides: Partial<ProductTileFragment> = {}): ProductTileFragment {
  const nid = overrides.nid ?? 101;
  return {
    _id: `product-${nid}`,
    nid,
    categoryNid: 31,
    vendorCode: '32925002',
    url: `/product/${nid}`,
    imageUrl: `/images/products/${nid}.jpg`,
    order: nid,
    name: 'Смеситель для раковины Grohe Eurosmart',
    brand: 'Grohe',
    country: 'Германия',
    brandCollection: 'Eurosmart',
    price: 8900,
    priceTotal: 8900,
    totalSelectOrSoloValue: 'solo',
    priceWithAction: null,
    length: null,
    width: null,
    heigth: null,
    material: 'латунь',
    color: 'хром',
    mounting: 'на раковину',
    onSale: true,
    inStock: true,
    fewLeft: null,
    expectedDate: null,
    shortProperties: [{ optionNid: 78, rusName: 'Тип монтажа', value: 'на раковину' }],
    ...overrides,
  };
}

/** A product card (getProduct) built on a tile. */
export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    ...productTile(),
    description: 'Однорычажный смеситель с керамическим картриджем.',
    warranty: '5 лет',
    images: ['/images/products/101.jpg'],
    imageAlts: [''],
    createdAt: '2024-03-01T00:00:00.000Z',
    pickupToday: false,
    pickupTomorrow: false,
    properties: [],
    category: {
      nid: 31,
      rusName: 'Смесители для раковины',
      path: 'dlya-rakovini',
      url: '/smesiteli/dlya-rakovini',
      parent: { rusName: 'Смесители', url: '/smesiteli' },
    },
    sameCollection: [],
    ...overrides,
  };
}

/** One value of a select option (a filter checkbox); unselected unless `dilemma` is set. */
export function selectValue(
  option: { nid: number; name: string; rusName: string },
  value: { name: string; rusName: string; count: number; dilemma?: boolean; url: string; removeUrl?: string },
): FilterEntry {
  const dilemma = value.dilemma ?? false;
  return {
    _id: `${option.nid}:${value.name}`,
    optionColName: option.name,
    optionColNid: option.nid,
    count: value.count,
    minVal: null,
    maxVal: null,
    selectedMin: null,
    selectedMax: null,
    rusNameCat: option.rusName,
    valTypeCat: 'select',
    name: value.name,
    rusName: value.rusName,
    urlOptionsToFilter: value.url,
    optionsToFilter: [],
    dilemma,
    dilemmaRemoveOption: dilemma ? (value.removeUrl ?? null) : null,
    internalCat: null,
  };
}

/** A numeric option (price): `url` is the page without this range, as the API sends it. */
export function rangeOption(overrides: Partial<FilterEntry> & { urlOptionsToFilter: string }): FilterEntry {
  const selected = (overrides.selectedMin ?? null) !== null || (overrides.selectedMax ?? null) !== null;
  return {
    _id: '4',
    optionColName: 'price',
    optionColNid: 4,
    count: 40,
    minVal: 990,
    maxVal: 45000,
    selectedMin: null,
    selectedMax: null,
    rusNameCat: 'Цена',
    valTypeCat: 'range',
    name: null,
    rusName: '₽',
    optionsToFilter: [],
    dilemma: selected,
    dilemmaRemoveOption: selected ? overrides.urlOptionsToFilter : null,
    internalCat: null,
    ...overrides,
  };
}

/**
 * Apollo's cache applies `...ProductTile on Product` only to objects that say they are a
 * Product, so a mocked answer must carry the __typename the server would add.
 */
export function asProduct<T extends object>(product: T): T {
  return { __typename: 'Product', ...product };
}

/** The links inside an element as (text, address) pairs, in the order they stand. */
export const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** Each test of the calling block starts with an empty cart, nothing of it kept in localStorage. */
export function startWithEmptyCart() {
  beforeEach(() => {
    shopStore.setState({ cartItems: [] });
    localStorage.clear();
  });
}
