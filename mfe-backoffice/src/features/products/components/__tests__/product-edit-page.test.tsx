import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { UpdateProductDocument, type ProductInput } from '../../../../lib/graphql/operations.generated';
import { catalogueAnswers, productAnswer, renderProducts, savedProduct, SELLER } from './product-fixtures';
import { retype } from '../../../../testing/fields';

/** Every updateProduct input the "server" received. */
let sent: ProductInput[];

function updateAnswer(answer: (input: ProductInput) => MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: UpdateProductDocument,
      variables: (variables: Record<string, unknown>) => (
        sent.push(variables.input as ProductInput),
        variables.nid === 15
      ),
    },
    result: (variables: Record<string, unknown>) => answer(variables.input as ProductInput),
  } as MockLink.MockedResponse;
}

const saved = () =>
  updateAnswer((input) => ({
    data: {
      updateProduct: savedProduct({
        name: input.name,
        price: input.price,
        priceWithAction: input.priceWithAction ?? null,
      }),
    },
  }));

async function openProduct(mocks: MockLink.MockedResponse[], roles?: Parameters<typeof renderProducts>[2]) {
  renderProducts('/dmn/products/15', [...catalogueAnswers(), productAnswer(savedProduct()), ...mocks], roles);
  await screen.findByRole('heading', { name: 'Смеситель Grohe Eurosmart' });
}

describe('Products: editing a card', () => {
  beforeEach(() => {
    sent = [];
  });

  it('fills the form from the product, its category options included', async () => {
    await openProduct([]);
    expect(screen.getByLabelText('Название')).toHaveValue('Смеситель Grohe Eurosmart');
    expect(screen.getByLabelText('Категория')).toHaveDisplayValue('Смесители → Смесители для раковины');
    expect(screen.getByLabelText('Бренд')).toHaveDisplayValue('Grohe');
    expect(screen.getByLabelText('Коллекция')).toHaveDisplayValue('Eurosmart');
    expect(screen.getByLabelText('Цвет')).toHaveDisplayValue('Хром');
    expect(screen.getByLabelText('Ширина, мм')).toHaveValue('50');
    expect(screen.queryByLabelText('Смыв')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Продаётся на сайте')).toBeChecked();
  });

  it('keeps a sale price that is not below the price, with the reason beside the field', async () => {
    const user = userEvent.setup();
    await openProduct([]);
    await user.type(screen.getByLabelText('Цена по акции, ₽'), '12000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const field = screen.getByLabelText('Цена по акции, ₽');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Необязательно; меньше обычной цены Цена по акции должна быть меньше обычной цены',
    );
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Товар не сохранён');
    expect(sent).toEqual([]);
  });

  it('saves the changes and says they are on the site', async () => {
    const user = userEvent.setup();
    await openProduct([saved()]);
    await retype(user, screen.getByLabelText('Цена, ₽'), '12 500');
    await user.type(screen.getByLabelText('Цена по акции, ₽'), '9990');
    await user.selectOptions(screen.getByLabelText('Цвет'), 'Белый');
    await user.clear(screen.getByLabelText('Ширина, мм'));
    // A second picture by its address becomes the main one, with its own caption.
    await user.type(screen.getByLabelText('Картинка по адресу'), '/media/15/x.svg');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByLabelText('Картинка по адресу')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Картинку 2 выше' }));
    expect(screen.getByRole('button', { name: 'Картинку 1 выше' })).toBeDisabled();
    expect(screen.getByLabelText('Подпись к картинке 2')).toHaveValue('Смеситель спереди');
    await user.type(screen.getByLabelText('Подпись к картинке 1'), ' Вид сбоку ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Изменения сохранены');
    expect(sent).toEqual([
      {
        name: 'Смеситель Grohe Eurosmart',
        vendorCode: 'GR-15',
        categoryNid: 31,
        price: 12_500,
        priceWithAction: 9_990,
        description: 'Для раковины',
        warranty: '5 лет',
        onSale: true,
        images: ['/media/15/x.svg', '/media/15.svg'],
        imageAlts: ['Вид сбоку', 'Смеситель спереди'],
        selectValues: [
          { optionNid: 10, valueNid: 10001 },
          { optionNid: 11, valueNid: 11001 },
          { optionNid: 12, valueNid: 12001 },
          { optionNid: 25, valueNid: 25002 },
        ],
        rangeValues: [{ optionNid: 32, value: null }],
        // The version the card was loaded at: the API refuses the save if the product changed since.
        editVersion: 'v15-1',
      },
    ]);
  });

  it('sends the next save at the version the last one returned', async () => {
    const user = userEvent.setup();
    const next = (version: string) =>
      updateAnswer((input) => ({
        data: { updateProduct: savedProduct({ price: input.price, editVersion: version }) },
      }));
    await openProduct([next('v15-2'), next('v15-3')]);
    await retype(user, screen.getByLabelText('Цена, ₽'), '12500');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Изменения сохранены');
    await retype(user, screen.getByLabelText('Цена, ₽'), '12600');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((input) => input.editVersion)).toEqual(['v15-1', 'v15-2']);
  });

  it('says so when the product changed after the card was loaded, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message =
      'Товар изменили, пока вы его редактировали (другой сотрудник или прайс-лист): ваши правки не сохранены. ' +
      'Обновите страницу, чтобы увидеть товар как он есть, и внесите их снова';
    await openProduct([updateAnswer(() => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }))]);
    await retype(user, screen.getByLabelText('Цена, ₽'), '12500');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Цена, ₽')).toHaveValue('12500');
  });

  it('shows the server’s field problems beside their fields', async () => {
    const user = userEvent.setup();
    const taken = {
      errors: [
        {
          message: 'Проверьте данные товара',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { vendorCode: 'Этот артикул уже у товара № 7' } },
        },
      ],
    };
    await openProduct([updateAnswer(() => taken)]);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByLabelText('Артикул')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Артикул')).toHaveAccessibleDescription('Этот артикул уже у товара № 7');
  });

  it('a save that did not reach the server keeps what was typed and says so', async () => {
    const user = userEvent.setup();
    const unreachable = {
      request: {
        query: UpdateProductDocument,
        variables: (variables: Record<string, unknown>) => (sent.push(variables.input as ProductInput), true),
      },
      error: new Error('Failed to fetch'),
    } as MockLink.MockedResponse;
    await openProduct([unreachable]);
    await user.type(screen.getByLabelText('Название'), ' New');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить товар: сервер недоступен');
    expect(screen.getByLabelText('Название')).toHaveValue('Смеситель Grohe Eurosmart New');
    expect(sent).toHaveLength(1);
  });

  it('a seller sees the card read-only, with no button and a note why', async () => {
    await openProduct([], SELLER);
    expect(screen.getByText(/Вы можете только просматривать товары/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toBeDisabled();
    expect(screen.getByLabelText('Бренд')).toBeDisabled();
  });

  it('says so when there is no such product', async () => {
    renderProducts('/dmn/products/404', [...catalogueAnswers(), productAnswer(null)]);
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
  });
});
