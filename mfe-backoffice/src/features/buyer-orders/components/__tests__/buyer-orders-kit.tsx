/**
 * The buyer-orders screens' test kit: orders typed by the generated documents, and the screen
 * rendered at an address with GraphQL answers and a live feed the test pushes orders into.
 */
import { act, render } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import type { BuyerOrderFieldsFragment } from '@shop/shared/graphql';
import type { BuyerOrderQuery } from '../../../../lib/graphql/operations.generated';
import BuyerOrdersScreen from '../buyer-orders-screen';

export type CardOrder = NonNullable<BuyerOrderQuery['buyerOrder']>;

/** An order of one mixer delivered inside the ring road; `overrides` replace fields. */
export function buyerOrder(nid: number, overrides: Partial<BuyerOrderFieldsFragment> = {}): BuyerOrderFieldsFragment {
  return {
    __typename: 'BuyerOrder',
    _id: String(nid),
    nid,
    number: String(nid),
    createdAt: '2026-03-01T09:30:00.000Z',
    status: 'NEW',
    contactName: 'Ирина Петрова',
    phone: '+79261234567',
    email: 'irina@example.ru',
    delivery: 'RING_ROAD',
    address: 'Москва, ул. Тверская, д. 1',
    distanceKm: null,
    carrier: null,
    deliveryCost: 700,
    payment: 'CASH',
    comment: null,
    goodsTotal: 15_980,
    total: 16_680,
    lines: [
      {
        __typename: 'BuyerOrderLine',
        lineNo: 1,
        nid: 101,
        name: 'Смеситель Grohe Eurosmart',
        vendorCode: '32925002',
        imageUrl: '/media/101.jpg',
        price: 7_990,
        regularPrice: 8_900,
        quantity: 2,
        amount: 15_980,
        reserved: 2,
        awaited: 0,
        expectedDate: null,
      },
    ],
    ...overrides,
  } as BuyerOrderFieldsFragment;
}

/** The order as the card reads it: with the next statuses, the history and its standing invoice (none). */
export function cardOrder(nid: number, overrides: Partial<CardOrder> = {}): CardOrder {
  return {
    nextStatuses: ['CONFIRMED', 'CANCELLED'],
    statusHistory: [],
    reservationHistory: [],
    editHistory: [],
    cardPaymentLinks: [],
    invoice: null,
    messages: [],
    ...buyerOrder(nid),
    ...overrides,
  } as CardOrder;
}

/** Renders /dmn/buyer-orders/* at `url`; `pushOrder` delivers a new order to the live feed. */
export function renderBuyerOrders(url: string, mocks: MockLink.MockedResponse[]) {
  const feeds = new Set<Subscriber<ApolloLink.Result>>();
  const live = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((subscriber) => {
        feeds.add(subscriber);
        return () => feeds.delete(subscriber);
      }),
  );
  const isSubscription = (operation: ApolloLink.Operation) =>
    operation.operationType === OperationTypeNode.SUBSCRIPTION;
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(isSubscription, live, new MockLink(mocks)),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
  const router = createMemoryRouter(
    [
      { path: '/dmn/buyer-orders/*', element: <BuyerOrdersScreen /> },
      { path: '*', element: <p>другая страница</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const pushOrder = (order: BuyerOrderFieldsFragment) =>
    act(() => {
      for (const feed of feeds) feed.next({ data: { buyerOrderCreated: order } });
    });
  return { router, client, pushOrder, liveFeeds: () => feeds.size, ...view };
}
