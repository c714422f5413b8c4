import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackofficeProductsDocument } from '../../../../lib/graphql/operations.generated';
import { catalogueAnswers, listAnswer, renderProducts, row, SELLER } from './product-fixtures';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Products: the list', () => {
  it('shows each product with its vendor code, category, prices and stock, linked to its card', async () => {
    renderProducts('/dmn/products', [
      ...catalogueAnswers(),
      listAnswer({}, [row(15, { priceWithAction: 8_990 }), row(14, { onSale: false, stock: 0 })]),
    ]);
    const link = await screen.findByRole('link', { name: 'Смеситель Grohe 15' });
    expect(link).toHaveAttribute('href', '/dmn/products/15');
    const [first, second] = rowsOf();
    expect(first).toHaveTextContent('GR-15');
    expect(await within(first as HTMLElement).findByText('Смесители → Смесители для раковины')).toBeInTheDocument();
    expect(first).toHaveTextContent(/8\s990\s₽/);
    expect(second).toHaveTextContent('Снят с продажи');
    expect(screen.getByRole('link', { name: 'Добавить товар' })).toHaveAttribute('href', '/dmn/products/add');
  });

  it('searches by name or vendor code and narrows to a category, keeping both in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderProducts('/dmn/products', [
      ...catalogueAnswers(),
      listAnswer({}, [row(15), row(14)]),
      listAnswer({ search: 'GR-14' }, [row(14)]),
      listAnswer({ search: 'GR-14', categoryNid: 7 }, []),
    ]);
    await screen.findByRole('link', { name: 'Смеситель Grohe 15' });
    await user.type(screen.getByRole('searchbox', { name: 'Название или артикул' }), 'GR-14{Enter}');
    expect(router.state.location.search).toBe('?q=GR-14');
    await screen.findByText((_, element) => element?.tagName === 'TD' && element.textContent === 'GR-14');
    expect(rowsOf()).toHaveLength(1);
    await screen.findByRole('option', { name: 'Унитазы' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), 'Унитазы');
    expect(router.state.location.search).toBe('?q=GR-14&category=7');
    expect(
      await screen.findByText('Ничего не нашлось. Измените запрос или выберите другую категорию.'),
    ).toBeInTheDocument();
  });

  it('pages by 20 through the address', async () => {
    const user = userEvent.setup();
    const page = Array.from({ length: 20 }, (_, index) => row(45 - index));
    const { router } = renderProducts('/dmn/products', [
      ...catalogueAnswers(),
      listAnswer({}, page, 25),
      listAnswer({ skip: 20 }, [row(5)], 25),
    ]);
    expect(await screen.findByText('Показаны 1–20 из 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вперёд →' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Смеситель Grohe 5' })).toBeInTheDocument();
  });

  it('a seller sees the list without the button to add', async () => {
    renderProducts('/dmn/products', [...catalogueAnswers(), listAnswer({}, [row(15)])], SELLER);
    await screen.findByRole('link', { name: 'Смеситель Grohe 15' });
    expect(screen.queryByRole('link', { name: 'Добавить товар' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    renderProducts('/dmn/products', [
      ...catalogueAnswers(),
      {
        request: {
          query: BackofficeProductsDocument,
          variables: { search: null, categoryNid: null, skip: 0, limit: 20 },
        },
        error: new Error('Failed to fetch'),
      },
      listAnswer({}, [row(15)]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить товары');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Смеситель Grohe 15' })).toBeInTheDocument();
  });
});
