/**
 * The products section's test kit: a small catalogue typed by the generated documents, the
 * answers the section asks for, and a render of its routes under /dmn/products for some roles.
 */
import { act } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { NO_ROLES, type Roles } from '@shop/shared/access';
import {
  BackofficeProductDocument,
  BackofficeProductsDocument,
  GetCategoriesDocument,
  GetOptionsDocument,
  type BackofficeProductFieldsFragment,
  type BackofficeProductsQuery,
  type GetCategoriesQuery,
  type GetOptionsQuery,
} from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import ProductsScreen from '../products-screen';
import { renderRoutes } from '../../../../testing/render-section';

type Category = GetCategoriesQuery['categoriesObjects'][number];
type Option = GetOptionsQuery['options'][number];

const category = (nid: number, rusName: string, topCategoryNid: number | null, optionsToFilter: number[]): Category =>
  ({
    __typename: 'Category',
    _id: `c${nid}`,
    nid,
    rusName,
    path: `c${nid}`,
    url: `/c${nid}`,
    picture: '',
    topCategoryNid,
    description: '',
    urlOptionsToFilter: [],
    optionsToFilter,
    optionsForPropertiesShort: [],
    optionsForPropertiesDetail: optionsToFilter,
    valuesToShowInCatalogCards: [],
    mutFields: [],
  }) as Category;

export const CATEGORIES: Category[] = [
  category(3, 'Смесители', null, [1, 10, 11, 12, 25]),
  category(31, 'Смесители для раковины', 3, [1, 10, 11, 12, 25, 32]),
  category(7, 'Унитазы', null, [1, 10, 11, 49]),
];

const option = (
  nid: number,
  name: string,
  rusName: string,
  values: [string, string][] = [],
  unit: string | null = null,
): Option =>
  ({
    __typename: 'Option',
    _id: `o${nid}`,
    nid,
    name,
    rusName,
    topCategoryNid: null,
    valType: values.length ? 'select' : 'range',
    unit,
    bCol: values.map(([valueName, valueRusName], index) => ({
      __typename: 'OptionValue',
      order: index + 1,
      nid: nid * 1000 + index + 1,
      name: valueName,
      rusName: valueRusName,
    })),
  }) as Option;

export const OPTIONS: Option[] = [
  option(1, 'price', 'Цена', [], '₽'),
  option(10, 'brand', 'Бренд', [
    ['grohe', 'Grohe'],
    ['roca', 'Roca'],
  ]),
  option(11, 'country', 'Страна производства', [
    ['germaniya', 'Германия'],
    ['ispaniya', 'Испания'],
  ]),
  option(12, 'collection', 'Коллекция', [
    ['grohe-eurosmart', 'Eurosmart'],
    ['roca-victoria', 'Victoria'],
  ]),
  option(25, 'color', 'Цвет', [
    ['hrom', 'Хром'],
    ['belyj', 'Белый'],
  ]),
  option(32, 'width', 'Ширина', [], 'мм'),
  option(49, 'flush', 'Смыв', [['bezobodkovyj', 'Безободковый']]),
];

/** A saved product of «Смесители для раковины»: Grohe, Germany, Eurosmart, chrome, 50 mm wide. */
export function savedProduct(changes: Partial<BackofficeProductFieldsFragment> = {}): BackofficeProductFieldsFragment {
  return {
    __typename: 'Product',
    _id: 'p15',
    nid: 15,
    url: 'smesitel-15',
    vendorCode: 'GR-15',
    name: 'Смеситель Grohe Eurosmart',
    categoryNid: 31,
    price: 10_000,
    priceWithAction: null,
    description: 'Для раковины',
    warranty: '5 лет',
    onSale: true,
    images: ['/media/15.svg'],
    imageAlts: ['Смеситель спереди'],
    valueNids: [10001, 11001, 12001, 25001],
    rangeValues: [{ __typename: 'ProductRangeValue', optionNid: 32, value: 50 }],
    editVersion: 'v15-1',
    ...changes,
  } as BackofficeProductFieldsFragment;
}

type Row = BackofficeProductsQuery['backofficeProducts']['items'][number];
export const row = (nid: number, changes: Partial<Row> = {}): Row =>
  ({
    __typename: 'Product',
    _id: `p${nid}`,
    nid,
    vendorCode: `GR-${nid}`,
    name: `Смеситель Grohe ${nid}`,
    brand: 'Grohe',
    categoryNid: 31,
    price: 10_000,
    priceWithAction: null,
    stock: 3,
    onSale: true,
    imageUrl: `/media/${nid}.svg`,
    ...changes,
  }) as Row;

/** The form's lists, answered as often as asked. */
export const catalogueAnswers = (): MockLink.MockedResponse[] => [
  {
    request: { query: GetCategoriesDocument },
    result: { data: { categoriesObjects: CATEGORIES } },
    maxUsageCount: Infinity,
  },
  { request: { query: GetOptionsDocument }, result: { data: { options: OPTIONS } }, maxUsageCount: Infinity },
];

export const productAnswer = (product: BackofficeProductFieldsFragment | null): MockLink.MockedResponse => ({
  request: { query: BackofficeProductDocument, variables: { nid: product?.nid ?? 404 } },
  result: { data: { backofficeProduct: product } },
  maxUsageCount: Infinity,
});

export function listAnswer(
  variables: Record<string, unknown>,
  items: Row[],
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: {
      query: BackofficeProductsDocument,
      variables: { search: null, categoryNid: null, skip: 0, limit: 20, ...variables },
    },
    result: { data: { backofficeProducts: { __typename: 'BackofficeProductPage', total, items } } },
  };
}

export const CONTENT: Partial<Roles> = { isSeller: true, isContent: true };
export const SELLER: Partial<Roles> = { isSeller: true };

/** Renders the section at an address under /dmn/products for a member of staff with these roles. */
export function renderProducts(url: string, mocks: MockLink.MockedResponse[], roles: Partial<Roles> = CONTENT) {
  act(() => shopStore.setState({ ...NO_ROLES, ...roles, authLoading: false }));
  return renderRoutes(
    [
      { path: '/dmn/products/*', element: <ProductsScreen /> },
      { path: '*', element: <p>другая страница</p> },
    ],
    url,
    mocks,
  );
}
