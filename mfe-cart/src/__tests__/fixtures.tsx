/**
 * The cart remote's test kit: cart lines, GraphQL answers typed by the generated documents (a
 * field the API adds shows up here as a type error) and a render of the cart's routes.
 */
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import {
  CartAvailabilityDocument,
  CartPricingDocument,
  type BuyerOrderInput,
  type CartPricingQuery,
} from '../lib/graphql/operations.generated';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from '@shop/shared/checkout';
import type { CartItem } from '@shop/shared/store';
import { CartRoutes } from '../app/cart-routes';
import { CHECKOUT_DRAFT_KEY } from '../features/checkout/checkout-draft';

export const MIXER = 'Смеситель для раковины Grohe Eurosmart';
export const TOILET = 'Унитаз подвесной Cersanit Carina';

/** On sale: 8 900 ₽, the buyer pays 7 990 ₽. */
export const mixer: CartItem = {
  nid: 101,
  name: MIXER,
  price: 8900,
  priceWithAction: 7990,
  quantity: 1,
  imageUrl: '/media/101.jpg',
  vendorCode: '32925002',
};
export const toilet: CartItem = {
  nid: 202,
  name: TOILET,
  price: 12_500,
  priceWithAction: null,
  quantity: 1,
  imageUrl: '/media/202.jpg',
  vendorCode: 'CA-01',
};

type PricedProduct = NonNullable<CartPricingQuery['cartPricing'][number]['product']>;

/** The product as the shop sells it now: the line's own prices unless told otherwise. */
export function pricedProduct(item: CartItem, overrides: Partial<PricedProduct> = {}): PricedProduct {
  return {
    __typename: 'Product',
    _id: `product-${item.nid}`,
    nid: item.nid,
    name: item.name,
    vendorCode: item.vendorCode ?? '',
    imageUrl: item.imageUrl ?? '',
    price: item.price,
    priceWithAction: item.priceWithAction ?? null,
    inStock: true,
    onSale: true,
    ...overrides,
  } as PricedProduct;
}

/** cartPricing for these lines; `changes` by nid: new fields, or null for a product the shop does not know. */
export function pricingAnswer(
  items: readonly CartItem[],
  changes: Record<number, Partial<PricedProduct> | null> = {},
): MockLink.MockedResponse {
  return {
    request: { query: CartPricingDocument, variables: { nids: items.map((item) => item.nid) } },
    result: {
      data: {
        cartPricing: items.map((item) => {
          const change = changes[item.nid];
          return {
            __typename: 'CartPricing',
            nid: item.nid,
            product: change === null ? null : pricedProduct(item, change),
          };
        }),
      },
    },
  };
}

/**
 * cartAvailability for these lines and delivery: each line all in stock unless `waits` says, by nid,
 * how many it would wait for and until when.
 */
export function availabilityAnswer(
  items: readonly CartItem[],
  delivery: string,
  waits: Record<number, { awaited: number; expectedDate?: string | null }> = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CartAvailabilityDocument,
      variables: { lines: items.map(({ nid, quantity }) => ({ nid, quantity })), delivery },
    },
    result: {
      data: {
        cartAvailability: items.map(({ nid, quantity }) => {
          const awaited = waits[nid]?.awaited ?? 0;
          return {
            __typename: 'CartLineAvailability',
            nid,
            quantity,
            reserved: quantity - awaited,
            awaited,
            expectedDate: waits[nid]?.expectedDate ?? null,
          };
        }),
      },
    },
  };
}

/**
 * Ирина's order as the storefront sends it: two mixers and a toilet at their sale prices, delivered
 * inside the ring road, paid by card; `overrides` replace fields.
 */
export const orderInput = (overrides: Partial<BuyerOrderInput> = {}): BuyerOrderInput => ({
  idempotencyKey: 'key-12345678',
  lines: [
    { nid: 101, quantity: 2, price: 7990 },
    { nid: 202, quantity: 1, price: 12_500 },
  ],
  contactName: 'Ирина Петрова',
  phone: '+79261234567',
  email: 'irina@example.ru',
  delivery: 'RING_ROAD',
  address: 'Москва, ул. Тверская, д. 1',
  payment: 'CARD',
  ...overrides,
});

/** The order the server returns for an input, priced as sent. */
export function placedOrder(
  input: BuyerOrderInput,
  items: readonly CartItem[],
  number = '10001',
): BuyerOrderFieldsFragment {
  const lines = input.lines.map((line, index) => {
    const item = items.find((candidate) => candidate.nid === line.nid);
    return {
      __typename: 'BuyerOrderLine' as const,
      lineNo: index + 1,
      nid: line.nid,
      name: item?.name ?? 'Товар',
      vendorCode: item?.vendorCode ?? '',
      imageUrl: item?.imageUrl ?? '',
      price: line.price,
      regularPrice: item?.price ?? line.price,
      quantity: line.quantity,
      amount: line.price * line.quantity,
      reserved: line.quantity,
      awaited: 0,
      expectedDate: null,
    };
  });
  const goodsTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const deliveryCost = input.delivery === 'RING_ROAD' && goodsTotal < 20_000 ? 700 : 0;
  return {
    __typename: 'BuyerOrder',
    _id: `order-${number}`,
    nid: Number(number),
    number,
    createdAt: '2025-03-01T09:30:00.000Z',
    status: 'NEW',
    contactName: input.contactName,
    phone: input.phone,
    email: input.email,
    delivery: input.delivery,
    address: input.address ?? null,
    distanceKm: input.distanceKm ?? null,
    carrier: input.carrier ?? null,
    deliveryCost,
    payment: input.payment,
    comment: input.comment ?? null,
    goodsTotal,
    total: goodsTotal + deliveryCost,
    lines,
  } as BuyerOrderFieldsFragment;
}

/** A GraphQL error answer as the API sends it for bad input. */
export const badUserInput = (extensions: Record<string, unknown>) => ({
  errors: [{ message: 'Заказ не оформлен: проверьте данные', extensions: { code: 'BAD_USER_INPUT', ...extensions } }],
});

/** Renders the cart remote's routes at an address (with router state, if given), as the shell mounts them. */
export function renderCart(url: string, mocks: MockLink.MockedResponse[] = [], state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/cart/*', element: <CartRoutes /> },
      { path: '*', element: <p>другая страница</p> },
    ],
    {
      initialEntries: [
        { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  const view = render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, ...view };
}

/** A form that passes validateCheckout: delivery inside the ring road, card payment. */
export const VALID_FORM: CheckoutForm = {
  contactName: 'Ирина Петрова',
  phone: '+7 (926) 123-45-67',
  email: 'irina@example.ru',
  delivery: 'RING_ROAD',
  address: 'Москва, ул. Тверская, д. 1, кв. 5',
  distanceKm: '',
  carrier: '',
  payment: 'CARD',
  comment: '',
};

/** Puts a checkout draft in sessionStorage, as an earlier visit in this tab would have left it. */
export function storeDraft(form: Partial<CheckoutForm>, idempotencyKey: string | null = null) {
  sessionStorage.setItem(
    CHECKOUT_DRAFT_KEY,
    JSON.stringify({ form: { ...EMPTY_CHECKOUT_FORM, ...form }, idempotencyKey }),
  );
}

/** The draft sessionStorage holds now, parsed as stored. */
export const storedDraft = (): { form: CheckoutForm; idempotencyKey: string | null } | null =>
  JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
