import { act, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BuyerReturnsDocument, CreateBuyerReturnDocument } from '../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import { BuyerReturnsOf } from '../buyer-returns-of';
import { StartBuyerReturn } from '../start-buyer-return';
import { buyerReturnHeader } from '../../testing/documents';
import { renderRoutes } from '../../testing/render-section';

const draft = { ...buyerReturnHeader(7, 'DRAFT', 0), lines: [] };

const renderAtShipment = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes(
    [
      {
        path: '/dmn/shipments/31',
        element: (
          <>
            <StartBuyerReturn shipmentNid={31} />
            <BuyerReturnsOf filter={{ shipmentNid: 31 }} of="по отгрузке" />
          </>
        ),
      },
      { path: '/dmn/buyer-returns/:nid', element: <h1>Открыт возврат</h1> },
    ],
    '/dmn/shipments/31',
    mocks,
  );

const listed = (items: object[]): MockLink.MockedResponse => ({
  request: { query: BuyerReturnsDocument, variables: { filter: { shipmentNid: 31 }, skip: 0, limit: 100 } },
  result: { data: { buyerReturns: { __typename: 'BuyerReturnPage', total: items.length, items } } },
});
const create = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CreateBuyerReturnDocument, variables: { input: { shipmentNid: 31 } } },
  result,
});

beforeEach(() =>
  act(() =>
    shopStore.getState().signIn({ uid: 'u1', displayName: 'Ольга', email: 'olga@shop.test' }, { isSeller: true }),
  ),
);
afterEach(() => act(() => shopStore.getState().signOut()));

describe('buyer returns on a shipment', () => {
  it('lists the returns of the shipment with links to them', async () => {
    renderAtShipment([listed([buyerReturnHeader(5, 'POSTED', 10_000), buyerReturnHeader(6, 'CANCELLED', 9000)])]);
    const section = await screen.findByRole('region', { name: 'Возвраты от покупателя по отгрузке' });
    const link = await within(section).findByRole('link', { name: 'Возврат от покупателя № 5' });
    expect(link).toHaveAttribute('href', '/dmn/buyer-returns/5');
    expect(link.closest('tr')).toHaveTextContent(/Проведён.*10\s000\s₽/);
    expect(within(section).getByRole('link', { name: 'Возврат от покупателя № 6' }).closest('tr')).toHaveTextContent(
      'Отменён',
    );
  });

  it('stays out of the way while the shipment has none', async () => {
    renderAtShipment([listed([])]);
    expect(await screen.findByRole('button', { name: 'Оформить возврат' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /Возвраты от покупателя/ })).not.toBeInTheDocument();
  });

  it('shows nothing to staff who do not open «Возвраты покупателей»', async () => {
    act(() =>
      shopStore
        .getState()
        .signIn({ uid: 'u2', displayName: 'Контент', email: 'content@shop.test' }, { isContent: true }),
    );
    renderAtShipment([listed([buyerReturnHeader(5, 'POSTED', 10_000)])]);
    expect(await screen.findByRole('button', { name: 'Оформить возврат' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Возвраты от покупателя/ })).not.toBeInTheDocument();
  });

  it('«Оформить возврат» opens the new draft', async () => {
    const { user, router } = renderAtShipment([listed([]), create({ data: { createBuyerReturn: draft } })]);
    await user.click(screen.getByRole('button', { name: 'Оформить возврат' }));
    expect(await screen.findByRole('heading', { name: 'Открыт возврат' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dmn/buyer-returns/7');
  });

  it('says why a return cannot be started, and stays', async () => {
    const reason =
      'Возврат по отгрузке № 31 не оформлен. Срок возврата истёк: товар отгружен 01.03.2026, возврат принимается в течение 14 дней — до 15.03.2026 включительно';
    const { user, router } = renderAtShipment([
      listed([]),
      create({ errors: [new GraphQLError(reason, { extensions: { code: 'BAD_USER_INPUT' } })] }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Оформить возврат' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(router.state.location.pathname).toBe('/dmn/shipments/31');
  });
});

describe('buyer returns on an order card', () => {
  const ofOrder = (items: object[]): MockLink.MockedResponse => ({
    request: { query: BuyerReturnsDocument, variables: { filter: { buyerOrderNid: 10_015 }, skip: 0, limit: 100 } },
    result: { data: { buyerReturns: { __typename: 'BuyerReturnPage', total: items.length, items } } },
  });
  const renderCard = (mocks: MockLink.MockedResponse[]) => {
    const element = (
      <>
        <h1>Заказ № 10015</h1>
        <BuyerReturnsOf filter={{ buyerOrderNid: 10_015 }} of="по заказу" />
      </>
    );
    render(
      <MockedProvider mocks={mocks}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
      </MockedProvider>,
    );
  };

  it('lists the order’s returns', async () => {
    renderCard([ofOrder([buyerReturnHeader(5, 'DRAFT', 0)])]);
    const section = await screen.findByRole('region', { name: 'Возвраты от покупателя по заказу' });
    expect(within(section).getByRole('link', { name: '№ 31' })).toHaveAttribute('href', '/dmn/shipments/31');
  });

  it('shows nothing when the returns cannot be loaded: the card itself stays usable', async () => {
    renderCard([
      {
        request: { query: BuyerReturnsDocument, variables: { filter: { buyerOrderNid: 10_015 }, skip: 0, limit: 100 } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Заказ № 10015' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /Возвраты от покупателя/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
