import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CreateProductDocument, type ProductInput } from '../../../../lib/graphql/operations.generated';
import { catalogueAnswers, productAnswer, renderProducts, savedProduct, SELLER } from './product-fixtures';

let sent: ProductInput[];

const created = (): MockLink.MockedResponse =>
  ({
    request: {
      query: CreateProductDocument,
      variables: (variables: Record<string, unknown>) => (sent.push(variables.input as ProductInput), true),
    },
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as ProductInput;
      return {
        data: { createProduct: savedProduct({ _id: 'p16', nid: 16, name: input.name, vendorCode: input.vendorCode }) },
      };
    },
  }) as MockLink.MockedResponse;

describe('Products: adding one', () => {
  beforeEach(() => {
    sent = [];
  });

  it('names every missing field, then adds the product and opens its card', async () => {
    const user = userEvent.setup();
    const added = savedProduct({ _id: 'p16', nid: 16, name: 'Смеситель Roca Victoria', vendorCode: 'RC-1' });
    const { router } = renderProducts('/dmn/products/add', [...catalogueAnswers(), created(), productAnswer(added)]);
    await screen.findByRole('heading', { name: 'Новый товар' });
    expect(screen.getByText('Выберите категорию, чтобы указать свойства товара.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Добавить товар' }));
    expect(screen.getByLabelText('Название')).toHaveAccessibleDescription('Введите название товара');
    expect(screen.getByLabelText('Название')).toHaveFocus();
    expect(screen.getByLabelText('Категория')).toHaveAccessibleDescription('Выберите категорию');
    expect(screen.getByLabelText('Картинка по адресу')).toHaveAccessibleDescription(/Добавьте хотя бы одну картинку/);
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Название'), 'Смеситель Roca Victoria');
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Артикул'), 'RC-1');
    await user.selectOptions(screen.getByLabelText('Категория'), 'Унитазы');
    expect(screen.getByLabelText('Смыв')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Категория'), 'Смесители → Смесители для раковины');
    expect(screen.queryByLabelText('Смыв')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Цена, ₽'), '7490');
    await user.selectOptions(screen.getByLabelText('Бренд'), 'Roca');
    // Once a brand is chosen, only its collections are offered.
    expect(screen.getByLabelText('Коллекция')).not.toHaveTextContent('Eurosmart');
    await user.selectOptions(screen.getByLabelText('Коллекция'), 'Victoria');
    await user.type(screen.getByLabelText('Картинка по адресу'), 'javascript:alert(1){Enter}');
    expect(screen.getByLabelText('Картинка по адресу')).toHaveAccessibleDescription(
      /https:\/\/… или \/media\/…, без пробелов$/,
    );
    await user.clear(screen.getByLabelText('Картинка по адресу'));
    await user.type(screen.getByLabelText('Картинка по адресу'), '/media/roca.svg{Enter}');
    expect(screen.getByRole('list', { name: 'Картинки товара' })).toHaveTextContent('Главная');
    await user.click(screen.getByRole('button', { name: 'Добавить товар' }));
    expect(screen.getByLabelText('Страна производства')).toHaveAccessibleDescription(
      'Выберите значение: страна производства',
    );
    await user.selectOptions(screen.getByLabelText('Страна производства'), 'Испания');
    await user.click(screen.getByRole('button', { name: 'Добавить товар' }));

    expect(await screen.findByText(/Товар добавлен и уже виден на сайте/)).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/dmn/products/16');
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Смеситель Roca Victoria',
        vendorCode: 'RC-1',
        categoryNid: 31,
        price: 7490,
        priceWithAction: null,
        onSale: true,
        images: ['/media/roca.svg'],
        imageAlts: [''],
        selectValues: [
          { optionNid: 10, valueNid: 10002 },
          { optionNid: 11, valueNid: 11002 },
          { optionNid: 12, valueNid: 12002 },
          { optionNid: 25, valueNid: null },
        ],
        rangeValues: [{ optionNid: 32, value: null }],
      }),
    ]);
  });

  it('a seller is told they may not add products', async () => {
    renderProducts('/dmn/products/add', catalogueAnswers(), SELLER);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Добавлять товары могут администратор, закупщик и контент-менеджер',
    );
    expect(screen.queryByRole('button', { name: 'Добавить товар' })).not.toBeInTheDocument();
  });
});
