/**
 * The remains screens' test kit: products with stock, GraphQL answers typed by the generated
 * documents, and the screen rendered under `/dmn/remains` as the back-office mounts it.
 */
import { act } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  RemainsCategoriesDocument,
  RemainsDocument,
  type RemainFieldsFragment,
  type RemainsQueryVariables,
} from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import RemainsScreen from '../remains-screen';
import { renderSection } from '../../../../testing/render-section';
import { SHOP, WAREHOUSE } from '../../../../testing/documents';

/** The shop's shelves empty: all of it at the warehouse. */
const onlyAtWarehouse = (stock: number) => [
  { __typename: 'LocationStock', location: SHOP, stock: 0, reserved: 0, free: 0 },
  { __typename: 'LocationStock', location: WAREHOUSE, stock, reserved: 0, free: stock },
];

const remain = (
  nid: number,
  name: string,
  vendorCode: string,
  stock: number,
  categoryNid = 31,
  categoryName = 'Смесители для раковины',
) =>
  ({
    __typename: 'Remain',
    _id: `remain-${nid}`,
    nid,
    name,
    vendorCode,
    categoryNid,
    categoryName,
    stock,
    stocks: onlyAtWarehouse(stock),
    reserved: 0,
    free: stock,
    awaited: 0,
    onSale: true,
  }) as RemainFieldsFragment;

/** A remain with another stock, all of it at the warehouse. */
export const withStock = (row: RemainFieldsFragment, stock: number) => ({
  ...row,
  stock,
  stocks: onlyAtWarehouse(stock),
  free: stock - row.reserved,
});

export const MIXER = remain(1, 'Смеситель Grohe Eurosmart', '32925002', 5);
export const BATH_MIXER = remain(2, 'Смеситель для ванны Hansgrohe Logis', '71400000', 0, 32, 'Смесители для ванны');
export const TOILET = remain(3, 'Унитаз подвесной Roca Gap', 'A34H47C000', 1, 7, 'Унитазы');

const ALL: RemainsQueryVariables = { search: null, categoryNid: null, atMost: null, skip: 0, limit: 20 };

/** The `remains` answer for these variables (the unfiltered first page unless told). */
export function remainsAnswer(
  items: RemainFieldsFragment[],
  variables: Partial<RemainsQueryVariables> = {},
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: RemainsDocument, variables: { ...ALL, ...variables } },
    result: { data: { remains: { __typename: 'RemainPage', total, items } } },
  };
}

/** The categories of the filter, for as many renders as a test needs. */
export const categoriesAnswer: MockLink.MockedResponse = {
  request: { query: RemainsCategoriesDocument },
  result: {
    data: {
      categoriesObjects: [
        { __typename: 'Category', _id: 'c3', nid: 3, rusName: 'Смесители', topCategoryNid: null },
        { __typename: 'Category', _id: 'c31', nid: 31, rusName: 'Смесители для раковины', topCategoryNid: 3 },
        { __typename: 'Category', _id: 'c32', nid: 32, rusName: 'Смесители для ванны', topCategoryNid: 3 },
        { __typename: 'Category', _id: 'c7', nid: 7, rusName: 'Унитазы', topCategoryNid: null },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Signs staff in with these role flags, as the auth remote would. */
export const signInAs = (flags: Record<string, boolean>) =>
  shopStore.getState().signIn({ uid: 'staff-1', displayName: 'Анна Кладовщикова', email: 'anna@shop.test' }, flags);

/** Signs out (after each test), inside act: a mounted screen re-renders. */
export const signOut = () => act(() => shopStore.getState().signOut());

/** Renders the remains screen at an address under /dmn/remains. */
export const renderRemains = (url: string, mocks: MockLink.MockedResponse[]) =>
  renderSection('/dmn/remains/*', <RemainsScreen />, url, mocks);
