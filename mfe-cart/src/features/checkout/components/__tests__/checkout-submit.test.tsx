import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CreateBuyerOrderDocument, type BuyerOrderInput } from '../../../../lib/graphql/operations.generated';
import { shopStore } from '@shop/shared/store';
import {
  badUserInput,
  MIXER,
  mixer,
  orderInput,
  placedOrder,
  renderCart,
  storeDraft,
  storedDraft,
  TOILET,
  toilet,
  VALID_FORM,
} from '../../../../__tests__/fixtures';

const UNAVAILABLE =
  'Не удалось оформить заказ: сервер недоступен. Ваша корзина и введённые данные сохранены — попробуйте ещё раз.';

/** Every createBuyerOrder input the "server" received, in order. */
let sent: BuyerOrderInput[];

/** One createBuyerOrder answer: `answer` gets the input and returns the response (or an error). */
function orderAnswer(
  answer: (input: BuyerOrderInput) => MockLink.MockedResponse['result'],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CreateBuyerOrderDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables.input as BuyerOrderInput);
        return true;
      },
    },
    result: (variables: Record<string, unknown>) => answer(variables.input as BuyerOrderInput),
    ...extra,
  } as MockLink.MockedResponse;
}

const placed = (extra?: Partial<MockLink.MockedResponse>) =>
  orderAnswer((input) => ({ data: { createBuyerOrder: placedOrder(input, [mixer, toilet]) } }), extra);

const failedToFetch = (): MockLink.MockedResponse => ({
  request: {
    query: CreateBuyerOrderDocument,
    variables: (variables: Record<string, unknown>) => (sent.push(variables.input as BuyerOrderInput), true),
  },
  error: new Error('Failed to fetch'),
});

const confirm = () => screen.getByRole('button', { name: 'Подтвердить заказ' });

function openCheckout(mocks: MockLink.MockedResponse[]) {
  act(() => shopStore.setState({ cartItems: [mixer, toilet] }));
  storeDraft(VALID_FORM);
  return renderCart('/cart/checkout', mocks);
}

describe('Checkout: placing the order', () => {
  beforeEach(() => {
    sent = [];
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the cart at the prices the buyer saw, clears the cart only on success and opens the confirmation', async () => {
    const user = userEvent.setup();
    const { router } = openCheckout([placed()]);
    await user.click(confirm());

    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 10001 оформлен' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/order/10001');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual(
      orderInput({
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        lines: [
          { nid: 101, quantity: 1, price: 7990 },
          { nid: 202, quantity: 1, price: 12_500 },
        ],
        address: 'Москва, ул. Тверская, д. 1, кв. 5',
        distanceKm: null,
        carrier: null,
        comment: null,
      }),
    );
    expect(shopStore.getState().cartItems).toEqual([]);
    expect(storedDraft()).toBeNull();
    // The order came along in router state: its lines and totals are shown.
    expect(within(screen.getByRole('list', { name: 'Товары в заказе' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends only the fields the chosen delivery uses', async () => {
    const user = userEvent.setup();
    act(() => shopStore.setState({ cartItems: [mixer] }));
    storeDraft({
      ...VALID_FORM,
      delivery: 'BEYOND_RING_ROAD',
      distanceKm: '12,5',
      carrier: 'СДЭК',
      comment: '  Звонить после 18:00 ',
    });
    renderCart('/cart/checkout', [placed()]);
    await user.click(confirm());
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 10001 оформлен' });
    expect(sent[0]).toMatchObject({
      delivery: 'BEYOND_RING_ROAD',
      distanceKm: 12.5,
      carrier: null,
      comment: 'Звонить после 18:00',
    });
  });

  it('«Подтвердить заказ» shows progress while the order is on its way', async () => {
    const user = userEvent.setup();
    openCheckout([placed({ delay: Infinity })]);
    await user.click(confirm());
    const busy = screen.getByRole('button', { name: 'Оформляем…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // Kept until the server answers: the key is stored before the request leaves.
    expect(storedDraft()?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(shopStore.getState().cartItems).toHaveLength(2);
  });

  it('a double click sends one request', async () => {
    openCheckout([placed({ maxUsageCount: 2 })]);
    const button = confirm();
    act(() => {
      // Both clicks land before React re-renders the button as disabled.
      button.click();
      button.click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 10001 оформлен' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("the server's field messages are shown beside their fields, and go once the field is changed", async () => {
    const user = userEvent.setup();
    openCheckout([
      orderAnswer(() =>
        badUserInput({
          fieldErrors: { email: 'На этот адрес нельзя отправить письмо', lines: 'В заказе слишком много позиций' },
        }),
      ),
    ]);
    await user.click(confirm());

    const email = screen.getByLabelText('Электронная почта');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('На этот адрес нельзя отправить письмо');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('В заказе слишком много позиций');
    expect(shopStore.getState().cartItems).toHaveLength(2);

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('changed prices are named above the form, the cart takes them, and confirming again sends them', async () => {
    const user = userEvent.setup();
    openCheckout([
      orderAnswer(() => badUserInput({ cartProblems: [{ nid: 101, problem: 'PRICE_CHANGED', price: 8200 }] })),
      placed(),
    ]);
    await user.click(confirm());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Цены изменились, пока вы оформляли заказ:');
    expect(within(notice).getByText(`${MIXER}: было 7 990 ₽, стало 8 200 ₽`)).toBeInTheDocument();
    expect(notice).toHaveFocus();
    expect(shopStore.getState().cartItems[0]).toMatchObject({ nid: 101, price: 8200, priceWithAction: null });
    expect(within(screen.getByRole('region', { name: 'Ваш заказ' })).getByText('1 × 8 200 ₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('Ирина Петрова');

    await user.click(confirm());
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 10001 оформлен' });
    expect(sent[1]?.lines[0]).toEqual({ nid: 101, quantity: 1, price: 8200 });
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('a product no longer sold is named with a way to remove it, and the order waits until it is removed', async () => {
    const user = userEvent.setup();
    openCheckout([
      orderAnswer(() => badUserInput({ cartProblems: [{ nid: 202, problem: 'NOT_SOLD', price: null }] })),
      placed(),
    ]);
    await user.click(confirm());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Эти товары больше не продаются — удалите их из корзины, чтобы оформить заказ:');
    await user.click(confirm());
    expect(sent).toHaveLength(1);
    expect(notice).toHaveFocus();

    await user.click(within(notice).getByRole('button', { name: `Удалить из корзины: ${TOILET}` }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(confirm());
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 10001 оформлен' });
    expect(sent[1]?.lines).toEqual([{ nid: 101, quantity: 1, price: 7990 }]);
  });

  it.each([
    ['the network fails', failedToFetch],
    [
      'the server is unavailable',
      () =>
        orderAnswer(() => ({
          errors: [{ message: 'База данных недоступна', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        })),
    ],
  ])('when %s, an alert says so and the cart and form stay; a retry is the same attempt', async (_case, failure) => {
    const user = userEvent.setup();
    openCheckout([failure(), placed()]);
    await user.click(confirm());

    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(shopStore.getState().cartItems).toEqual([mixer, toilet]);
    expect(screen.getByLabelText('Адрес доставки')).toHaveValue('Москва, ул. Тверская, д. 1, кв. 5');
    expect(storedDraft()).toEqual({ form: VALID_FORM, idempotencyKey: sent[0]?.idempotencyKey });
    expect(confirm()).toBeEnabled();

    await user.click(confirm());
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 10001 оформлен' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });
});
