import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  InventoryCountDocument,
  PostInventoryCountDocument,
  type InventoryCountInput,
} from '../../../../lib/graphql/operations.generated';
import { MIXER, remainsAnswer, renderRemains, signInAs, signOut, TOILET } from './remains-fixtures';
import { countedLine, inventoryCountHeader } from './inventory-count-fixtures';
import { expectRefused } from '../../../../testing/fields';
import { stockLocationsAnswer, WAREHOUSE } from '../../../../testing/documents';

const POSTED = {
  ...inventoryCountHeader(1),
  lines: [countedLine(1, 1, MIXER.name, 5, 3, MIXER.vendorCode)],
};

/** Every postInventoryCount input the "server" received. */
let sent: InventoryCountInput[];

const postAnswer = (result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse =>
  ({
    request: {
      query: PostInventoryCountDocument,
      variables: (variables: Record<string, unknown>) => (sent.push(variables.input as InventoryCountInput), true),
    },
    ...(error ? { error } : { result }),
  }) as MockLink.MockedResponse;

const found = remainsAnswer([MIXER, TOILET], { search: 'grohe', limit: 10 });
const countAnswer = {
  request: { query: InventoryCountDocument, variables: { id: 7 } },
  result: { data: { inventoryCount: POSTED } },
};

async function addMixer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Название или артикул' }), 'grohe');
  await user.click(screen.getByRole('button', { name: 'Найти товар' }));
  await user.click(await screen.findByRole('button', { name: `Добавить «${MIXER.name}»` }));
  return screen.getByRole('textbox', { name: `Насчитано: ${MIXER.name}` });
}

const post = () => screen.getByRole('button', { name: 'Провести инвентаризацию' });

describe('NewInventoryCountPage', () => {
  beforeEach(() => {
    sent = [];
  });
  afterEach(signOut);

  it('adds a found product, takes the counted figure, posts it and opens the posted document with a success message', async () => {
    signInAs({ isAdmin: true });
    const user = userEvent.setup();
    const { router } = renderRemains('/dmn/remains/counts/new', [
      stockLocationsAnswer(),
      found,
      postAnswer({ data: { postInventoryCount: POSTED } }),
      countAnswer,
    ]);
    const counted = await addMixer(user);
    expect(screen.getByRole('button', { name: `Добавить «${MIXER.name}»` })).toBeDisabled();
    await user.type(counted, '3');
    expect(screen.getByRole('cell', { name: '−2' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Склад в Химках');
    await user.click(post());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Инвентаризация проведена: остатки товаров стали равны насчитанным.',
    );
    expect(router.state.location.pathname).toBe('/dmn/remains/counts/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Инвентаризация № 7' })).toBeInTheDocument();
    expect(sent).toEqual([{ lines: [{ nid: 1, counted: 3 }], comment: 'Склад в Химках', locationNid: WAREHOUSE.nid }]);
  });

  it('checks the form before sending: at least one product, a whole number from 0 beside its field', async () => {
    signInAs({ isPurchaser: true, isSeller: true });
    const user = userEvent.setup();
    renderRemains('/dmn/remains/counts/new', [stockLocationsAnswer(), found]);
    expect(await screen.findByRole('combobox', { name: 'Где считали' })).toHaveDisplayValue('Склад');
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('Добавьте хотя бы один товар');

    const counted = await addMixer(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(post());
    expect(counted).toHaveAccessibleDescription('Введите количество');
    await user.type(counted, '-1');
    expect(counted).not.toHaveAttribute('aria-invalid');
    await user.click(post());
    expectRefused(counted, 'Введите целое число от 0');
    expect(sent).toEqual([]);
  });

  it('shows the server’s field messages beside the lines, and keeps the form when the server is away', async () => {
    signInAs({ isAdmin: true });
    const user = userEvent.setup();
    const refusal = {
      errors: [
        {
          message: 'Инвентаризация не проведена',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'lines.0.nid': 'Такого товара нет в каталоге' } },
        },
      ],
    };
    renderRemains('/dmn/remains/counts/new', [
      stockLocationsAnswer(),
      found,
      postAnswer(refusal),
      postAnswer(undefined, new Error('Failed to fetch')),
    ]);
    const counted = await addMixer(user);
    await user.type(counted, '4');
    await user.click(post());
    expect(await screen.findByText('Такого товара нет в каталоге')).toBeInTheDocument();
    expect(counted).toHaveAccessibleDescription('Такого товара нет в каталоге');

    await user.click(post());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось провести инвентаризацию: сервер недоступен.',
    );
    expect(counted).toHaveValue('4');
    expect(sent).toHaveLength(2);
  });

  it('a seller sees why there is nothing to post', async () => {
    signInAs({ isSeller: true });
    renderRemains('/dmn/remains/counts/new', [stockLocationsAnswer()]);
    expect(screen.getByText(/инвентаризацию проводят администратор и закупщик/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Провести инвентаризацию' })).not.toBeInTheDocument();
  });
});
