import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { GetProductDocument, type GetProductQuery, type GetProductQueryVariables } from '@shop/shared/graphql';
import { shopStore } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../../testing/render';
import {
  asProduct,
  productCard,
  productTile,
  type ProductCard,
  linksIn,
  startWithEmptyCart,
} from '../../../../__tests__/fixtures';
import { renderWithAnswers } from '../../../../__tests__/render-with-answers';
import { ProductCardView } from '../product-card-view';
import { ProductPage } from '../product-page';

const NAME = 'Смеситель для раковины Grohe Eurosmart';
const IMAGES = ['/images/products/101.jpg', '/images/products/101-side.jpg', '/images/products/101-box.jpg'];
const SAME_COLLECTION = [
  productTile({ nid: 102, name: 'Смеситель для ванны Grohe Eurosmart', price: 11900 }),
  productTile({ nid: 103, name: 'Смеситель для кухни Grohe Eurosmart', price: 9900 }),
];

const mixer = (overrides: Partial<ProductCard> = {}) =>
  productCard({
    price: 8900,
    priceWithAction: 7990,
    inStock: true,
    images: IMAGES,
    imageAlts: ['', '', ''],
    length: 150,
    width: 50,
    heigth: 200,
    properties: [
      { optionNid: 25, rusName: 'Цвет', value: 'хром' },
      { optionNid: 90, rusName: 'Длина', value: '150 мм' },
      { optionNid: 16, rusName: 'Материал', value: 'латунь' },
    ],
    sameCollection: SAME_COLLECTION,
    ...overrides,
  });

function renderCard(product: ProductCard = mixer()) {
  return renderAtRoute(<ProductCardView product={product} />, {
    path: '/product/:nid',
    url: `/product/${product.nid}`,
  });
}

const card = () => screen.getByRole('article', { name: NAME });

/** The card's facts as «Label: value». */
const facts = () =>
  within(card())
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);

/** The property table as [label, value] rows. */
const propertyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('ProductCardView', () => {
  startWithEmptyCart();

  it('is headed by the product name and titles the tab with it', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(document.title).toBe(`${NAME} — Сантехника`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `${NAME} — Grohe, артикул 32925002. Купить в интернет-магазине «Сантехника» с доставкой по Москве.`,
    );
  });

  it('shows the vendor code, brand with country and collection', () => {
    renderCard();
    expect(facts()).toEqual(['Артикул: 32925002', 'Бренд: Grohe, Германия', 'Коллекция: Eurosmart']);
  });

  it('leaves out the collection when the product has none', () => {
    renderCard(mixer({ brandCollection: null, sameCollection: [] }));
    expect(facts()).toEqual(['Артикул: 32925002', 'Бренд: Grohe, Германия']);
  });

  it('on sale shows the sale price with the old price crossed out', () => {
    renderCard();
    expect(within(card()).getByText('7 990 ₽').textContent).toBe('7\u00a0990\u00a0₽');
    expect(within(card()).getByRole('deletion')).toHaveTextContent('8 900 ₽');
  });

  it('without a sale shows only the price', () => {
    renderCard(mixer({ priceWithAction: null }));
    expect(within(card()).getByText('8 900 ₽')).toBeInTheDocument();
    expect(within(card()).queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('tells free stock, not units on hand: «В наличии», or how many are left when few', () => {
    renderCard();
    expect(within(card()).getByText('В наличии')).toBeInTheDocument();
    cleanup();
    renderCard(mixer({ fewLeft: 2 }));
    expect(within(card()).getByText('Осталось 2 шт.')).toBeInTheDocument();
  });

  it('says when the shop can hand it over: today, tomorrow after its pickup hours, once it comes from the warehouse, or plainly when awaited', () => {
    renderCard(mixer({ pickupToday: true }));
    expect(within(card()).getByText('Самовывоз сегодня из магазина в Химках — бесплатно.')).toBeInTheDocument();
    cleanup();
    renderCard(mixer({ pickupTomorrow: true }));
    expect(within(card()).getByText('Самовывоз завтра из магазина в Химках — бесплатно.')).toBeInTheDocument();
    cleanup();
    renderCard();
    expect(
      within(card()).getByText('Самовывоз из магазина в Химках — бесплатно, когда привезём товар со склада.'),
    ).toBeInTheDocument();
    cleanup();
    renderCard(mixer({ inStock: false }));
    expect(within(card()).getByText('Самовывоз из магазина в Химках — бесплатно.')).toBeInTheDocument();
  });

  it('out of stock but still sold says «Под заказ» with the day it is expected, and can be ordered', () => {
    renderCard(mixer({ inStock: false, expectedDate: '2026-12-12' }));
    expect(within(card()).getByText('Под заказ, ожидается 12 декабря')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: `В корзину: ${NAME}` })).toBeEnabled();
    cleanup();
    renderCard(mixer({ inStock: false }));
    expect(within(card()).getByText('Под заказ')).toBeInTheDocument();
  });

  it('lists the properties as rows with a row header and a value', () => {
    renderCard(mixer({ length: null, width: null, heigth: null }));
    expect(propertyRows()).toEqual([
      ['Цвет', 'хром'],
      ['Длина', '150 мм'],
      ['Материал', 'латунь'],
    ]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .every((th) => th.getAttribute('scope') === 'row'),
    ).toBe(true);
  });

  it('adds the dimensions in mm that the properties lack, without repeating one they have', () => {
    renderCard();
    expect(propertyRows()).toEqual([
      ['Цвет', 'хром'],
      ['Длина', '150 мм'],
      ['Материал', 'латунь'],
      ['Ширина', '50 мм'],
      ['Высота', '200 мм'],
    ]);
  });

  it('adds no row for a dimension the product has no value for', () => {
    renderCard(mixer({ properties: [], length: 500, width: null, heigth: 0 }));
    expect(propertyRows()).toEqual([
      ['Длина', '500 мм'],
      ['Высота', '0 мм'],
    ]);
  });

  it('puts the chosen quantity in the cart, and adding again adds that many more', async () => {
    const user = userEvent.setup();
    renderCard();
    const more = within(card()).getByRole('button', { name: `Увеличить количество: ${NAME}` });
    await user.click(more);
    await user.click(more);
    expect(within(card()).getByRole('spinbutton', { name: `Количество: ${NAME}` })).toHaveValue(3);

    const add = within(card()).getByRole('button', { name: `В корзину: ${NAME}` });
    await user.click(add);
    expect(shopStore.getState().cartItems).toEqual([
      {
        nid: 101,
        name: NAME,
        price: 8900,
        priceWithAction: 7990,
        imageUrl: '/images/products/101.jpg',
        vendorCode: '32925002',
        quantity: 3,
      },
    ]);
    expect(within(card()).getByRole('status')).toHaveTextContent('Добавлено в корзину');

    await user.click(add);
    expect(shopStore.getState().cartItems).toEqual([expect.objectContaining({ nid: 101, quantity: 6 })]);
  });

  it('a quantity of 1 adds a single unit', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(within(card()).getByRole('button', { name: `Уменьшить количество: ${NAME}` })).toBeDisabled();
    await user.click(within(card()).getByRole('button', { name: `В корзину: ${NAME}` }));
    expect(shopStore.getState().cartItems).toEqual([expect.objectContaining({ nid: 101, quantity: 1 })]);
  });

  it('a product no longer sold says «Снят с продажи», with no stepper and no «В корзину»', () => {
    renderCard(mixer({ onSale: false }));
    expect(within(card()).getByText('Снят с продажи')).toBeInTheDocument();
    expect(within(card()).queryByText(/В наличии/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `В корзину: ${NAME}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: `Количество: ${NAME}` })).not.toBeInTheDocument();
  });

  it('states the delivery terms: free from 20 000 ₽, else 700 ₽, 40 ₽ per km beyond the ring road, 14 days return', () => {
    renderCard();
    const items = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const delivery = items.find((text) => text.startsWith('Доставка'));
    expect(delivery).toBe(
      'Доставка по Москве в пределах МКАД — бесплатно от 20\u00a0000\u00a0₽, иначе 700\u00a0₽; за МКАД — плюс 40\u00a0₽ за км. Подробнее',
    );
    expect(items).toContain('Самовывоз из магазина в Химках — бесплатно, когда привезём товар со склада.');
    expect(items).toContain('Возврат в течение 14 дней. Как вернуть');
    expect(items).toContain('Гарантия: 5 лет.');
    expect(within(card()).getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/delivery');
    expect(within(card()).getByRole('link', { name: 'Как вернуть' })).toHaveAttribute('href', '/return');
  });

  it('leaves out the warranty line when the product states none', () => {
    renderCard(mixer({ warranty: '' }));
    expect(within(card()).queryByText(/Гарантия/)).not.toBeInTheDocument();
  });

  it('the gallery shows the first picture; a thumbnail switches the main picture and is pressed', async () => {
    const user = userEvent.setup();
    renderCard();
    const main = () => within(card()).getByRole('img', { name: NAME });
    expect(main()).toHaveAttribute('src', IMAGES[0]);
    expect(main()).toHaveAttribute('width', '480');
    const thumbnails = within(within(card()).getByRole('list', { name: 'Фотографии товара' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Фото 1 из 3',
      'Фото 2 из 3',
      'Фото 3 из 3',
    ]);
    expect(thumbnails.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);

    await user.click(screen.getByRole('button', { name: 'Фото 3 из 3' }));
    expect(main()).toHaveAttribute('src', IMAGES[2]);
    expect(thumbnails.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  });

  it('an uploaded photo is a <picture>: AVIF, then WebP, then JPEG at every width made, fetched first; its own alternative text', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const photo = `/media/photos/${key}-1200x900.jpg`;
    renderCard(mixer({ images: [photo, IMAGES[1] as string], imageAlts: ['Смеситель сбоку', ''] }));
    const main = within(card()).getByRole('img', { name: 'Смеситель сбоку' });
    const widths = (extension: string) =>
      [160, 320, 640, 960, 1200].map((width) => `/media/photos/${key}-${width}.${extension} ${width}w`).join(', ');
    const picture = main.parentElement as HTMLElement;
    expect(picture.tagName).toBe('PICTURE');
    expect([...picture.querySelectorAll('source')].map((source) => [source.type, source.srcset, source.sizes])).toEqual(
      [
        ['image/avif', widths('avif'), '(max-width: 56.25em) 100vw, 480px'],
        ['image/webp', widths('webp'), '(max-width: 56.25em) 100vw, 480px'],
      ],
    );
    expect(main).toHaveAttribute('src', photo);
    expect(main).toHaveAttribute('srcset', widths('jpg'));
    // Its proportions, 4:3 within the 480 px box; the LCP is fetched at once and first.
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['480', '360']);
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
  });

  it('a picture with no alternative text of its own is named by the product', async () => {
    const user = userEvent.setup();
    renderCard(mixer({ imageAlts: ['Спереди', '', ''] }));
    expect(within(card()).getByRole('img', { name: 'Спереди' })).toHaveAttribute('src', IMAGES[0]);
    await user.click(screen.getByRole('button', { name: 'Фото 2 из 3' }));
    expect(within(card()).getByRole('img', { name: NAME })).toHaveAttribute('src', IMAGES[1]);
  });

  it('a single picture has no thumbnails', () => {
    renderCard(mixer({ images: ['/images/products/101.jpg'] }));
    expect(within(card()).getByRole('img', { name: NAME })).toHaveAttribute('src', '/images/products/101.jpg');
    expect(screen.queryByRole('list', { name: 'Фотографии товара' })).not.toBeInTheDocument();
  });

  it('breadcrumbs lead from «Главная» through the parent category and the category to the product', () => {
    renderCard();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(linksIn(crumbs)).toEqual([
      ['Главная', '/'],
      ['Смесители', '/smesiteli'],
      ['Смесители для раковины', '/smesiteli/dlya-rakovini'],
    ]);
    expect(within(crumbs).getByText(NAME)).toHaveAttribute('aria-current', 'page');
  });

  it('a top-level category makes the only crumb between «Главная» and the product', () => {
    renderCard(mixer({ category: { nid: 7, rusName: 'Ванны', path: 'vanni', url: '/vanni', parent: null } }));
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Главная', 'Ванны']);
  });

  it('«Другие товары коллекции …» lists the same-collection products as tiles', () => {
    renderCard();
    const section = screen.getByRole('region', { name: 'Другие товары коллекции Eurosmart' });
    const list = within(section).getByRole('list', { name: 'Коллекция Eurosmart' });
    expect(linksIn(list)).toEqual([
      ['Смеситель для ванны Grohe Eurosmart', '/product/102'],
      ['Смеситель для кухни Grohe Eurosmart', '/product/103'],
    ]);
  });

  it('has no collection section when there are no other products of it', () => {
    renderCard(mixer({ sameCollection: [] }));
    expect(screen.queryByRole('heading', { name: /Другие товары коллекции/ })).not.toBeInTheDocument();
  });
});

type ProductMock = MockLink.MockedResponse<GetProductQuery, GetProductQueryVariables>;

/** getProduct answered with a product (or null), as the server would send it. */
const answer = (nid: number, product: ProductCard | null): ProductMock => ({
  request: { query: GetProductDocument, variables: { nid } },
  result: {
    data: { product: product && asProduct({ ...product, sameCollection: product.sameCollection.map(asProduct) }) },
  },
});

function renderPage(url: string, mocks: ProductMock[]) {
  return renderWithAnswers(<ProductPage />, mocks, { path: '/product/:nid', url });
}

const notFound = () => screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });

describe('ProductPage', () => {
  startWithEmptyCart();

  it('loads the product by the nid in the address and shows its card', async () => {
    renderPage('/product/101', [answer(101, mixer())]);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(within(card()).getByText('В наличии')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Коллекция Eurosmart' })).toBeInTheDocument();
  });

  it('an unknown nid (product: null) shows «Страница не найдена»', async () => {
    renderPage('/product/999', [answer(999, null)]);
    expect(await notFound()).toBeInTheDocument();
    expect(document.title).toBe('Страница не найдена — Сантехника');
  });

  it.each(['abc', '0', '12abc', '-5', '1.5', '1234567890'])(
    'nid «%s» is not found without asking the API',
    async (nid) => {
      const requested = jest.fn(() => true);
      renderPage(`/product/${nid}`, [
        { request: { query: GetProductDocument, variables: requested }, result: { data: { product: null } } },
      ]);
      expect(await notFound()).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(requested).not.toHaveBeenCalled();
    },
  );

  it('a GraphQL error shows not found and is logged', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/product/101', [
      {
        request: { query: GetProductDocument, variables: { nid: 101 } },
        result: { errors: [{ message: 'Internal server error' }] },
      },
    ]);
    expect(await notFound()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('getProduct failed', expect.anything());
  });

  it('a network error shows not found and is logged', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/product/101', [
      { request: { query: GetProductDocument, variables: { nid: 101 } }, error: new Error('Failed to fetch') },
    ]);
    expect(await notFound()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('getProduct failed', expect.anything());
  });

  it('while loading shows the loading view with the picture the tile passed in the location state', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/product/:nid',
          element: (
            <MockedProvider mocks={[{ ...answer(101, mixer()), delay: Infinity }]}>
              <ProductPage />
            </MockedProvider>
          ),
        },
      ],
      { initialEntries: [{ pathname: '/product/101', state: { imageUrl: '/images/products/101.jpg' } }] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товар…');
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/products/101.jpg');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('opened directly (no location state) the loading view has no picture', () => {
    const { container } = renderPage('/product/101', [{ ...answer(101, mixer()), delay: Infinity }]);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товар…');
    expect(container.querySelector('img')).toBeNull();
  });
});
