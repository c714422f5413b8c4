import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore } from '@shop/shared/store';
import { renderAtRoute } from '../../../../../testing/render';
import { productTile, startWithEmptyCart } from '../../../__tests__/fixtures';
import type { ProductTileFragment } from '@shop/shared/graphql';
import { ProductGrid } from '../product-grid';
import { ProductTile } from '../product-tile';

const MIXER = 'Смеситель для раковины Grohe Eurosmart';

function renderTile(product: ProductTileFragment = productTile(), cardFields?: readonly string[]) {
  return renderAtRoute(<ProductTile product={product} cardFields={cardFields} />, { url: '/smesiteli' });
}

const tile = (name = MIXER) => screen.getByRole('article', { name });

/** The tile's facts as «Label: value», in order. */
const facts = (name = MIXER) =>
  within(tile(name))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);

describe('ProductTile', () => {
  startWithEmptyCart();

  it('is an article named by the product, whose name links to /product/:nid', () => {
    renderTile();
    expect(within(tile()).getByRole('heading', { level: 3, name: MIXER })).toBeInTheDocument();
    expect(within(tile()).getByRole('link', { name: MIXER })).toHaveAttribute('href', '/product/101');
  });

  it('the picture reserves its box (width and height set) and is decoration (empty alt) in a link hidden from the keyboard', () => {
    const { container } = renderTile();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/products/101.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');
    const pictureLink = image?.closest('a');
    expect(pictureLink).toHaveAttribute('href', '/product/101');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
    expect(pictureLink).toHaveAttribute('aria-hidden', 'true');
    // The only link a keyboard or screen reader meets is the name.
    expect(within(tile()).getAllByRole('link')).toHaveLength(1);
  });

  it('clicking the name opens the product card, carrying the picture for the loading view', async () => {
    const user = userEvent.setup();
    const { router } = renderTile();
    await user.click(within(tile()).getByRole('link', { name: MIXER }));
    expect(router.state.location.pathname).toBe('/product/101');
    expect(router.state.location.state).toEqual({ imageUrl: '/images/products/101.jpg' });
  });

  it('lists the category card fields in the given order, then the short properties', () => {
    renderTile(productTile(), ['brand', 'country', 'brandCollection', 'vendorCode']);
    expect(facts()).toEqual([
      'Бренд: Grohe',
      'Страна: Германия',
      'Коллекция: Eurosmart',
      'Артикул: 32925002',
      'Тип монтажа: на раковину',
    ]);
  });

  it('without card fields from the category it shows the brand and the vendor code', () => {
    renderTile(productTile({ shortProperties: [] }));
    expect(facts()).toEqual(['Бренд: Grohe', 'Артикул: 32925002']);
  });

  it('skips unknown card fields and fields the product has no value for', () => {
    renderTile(productTile({ brandCollection: null, shortProperties: [] }), ['brandCollection', 'weight', 'country']);
    expect(facts()).toEqual(['Страна: Германия']);
  });

  it('on sale it shows the sale price and the old price crossed out', () => {
    renderTile(productTile({ price: 8900, priceWithAction: 7990 }));
    expect(within(tile()).getByText('7 990 ₽').textContent).toBe('7\u00a0990\u00a0₽');
    const old = within(tile()).getByRole('deletion');
    expect(old.tagName).toBe('DEL');
    expect(old).toHaveTextContent('Цена без скидки: 8 900 ₽');
  });

  it('without a sale it shows just the price, nothing crossed out', () => {
    renderTile(productTile({ price: 12500, priceWithAction: null }));
    expect(within(tile()).getByText('12 500 ₽')).toBeInTheDocument();
    expect(within(tile()).queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('a «sale» price that is not lower than the price is no sale', () => {
    renderTile(productTile({ price: 8900, priceWithAction: 8900 }));
    expect(within(tile()).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(tile()).getAllByText('8 900 ₽')).toHaveLength(1);
  });

  it('says how many are left when few, and the day awaited goods are expected', () => {
    renderAtRoute(
      <ProductGrid
        products={[productTile({ fewLeft: 2 }), productTile({ nid: 102, inStock: false, expectedDate: '2027-01-09' })]}
        label="Товары"
      />,
    );
    const [few, awaited] = screen.getAllByRole('article');
    expect(within(few!).getByText('Осталось 2 шт.')).toBeInTheDocument();
    expect(within(awaited!).getByText('Под заказ, ожидается 9 января')).toBeInTheDocument();
  });

  it('says «В наличии» for goods in stock and «Под заказ» otherwise', () => {
    const inStock = productTile();
    const onOrder = productTile({ nid: 102, name: 'Смеситель для ванны Grohe Eurosmart', inStock: false });
    renderAtRoute(<ProductGrid products={[inStock, onOrder]} label="Товары" />);
    expect(within(tile()).getByText('В наличии')).toBeInTheDocument();
    expect(within(tile()).queryByText('Под заказ')).not.toBeInTheDocument();
    expect(within(tile(onOrder.name)).getByText('Под заказ')).toBeInTheDocument();
    expect(within(tile(onOrder.name)).queryByText('В наличии')).not.toBeInTheDocument();
  });

  it('«В корзину» puts one unit in the shared cart and says «Добавлено в корзину»', async () => {
    const user = userEvent.setup();
    renderTile(productTile({ priceWithAction: 7990 }));
    const status = within(tile()).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(tile()).getByRole('button', { name: `В корзину: ${MIXER}` }));
    expect(shopStore.getState().cartItems).toEqual([
      {
        nid: 101,
        name: MIXER,
        price: 8900,
        priceWithAction: 7990,
        imageUrl: '/images/products/101.jpg',
        vendorCode: '32925002',
        quantity: 1,
      },
    ]);
    expect(status).toHaveTextContent('Добавлено в корзину');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toEqual([
      expect.objectContaining({ nid: 101, quantity: 1 }),
    ]);
  });

  it('adding the same product again raises its quantity to 2 (requirements §4), one cart line', async () => {
    const user = userEvent.setup();
    renderTile();
    const button = within(tile()).getByRole('button', { name: `В корзину: ${MIXER}` });
    await user.click(button);
    await user.click(button);
    expect(shopStore.getState().cartItems).toHaveLength(1);
    expect(shopStore.getState().cartItems[0]?.quantity).toBe(2);
  });

  it('adding a product already in the cart from elsewhere raises that line', async () => {
    const user = userEvent.setup();
    act(() => shopStore.setState({ cartItems: [{ nid: 101, name: MIXER, price: 8900, quantity: 3 }] }));
    renderTile();
    await user.click(within(tile()).getByRole('button', { name: `В корзину: ${MIXER}` }));
    expect(shopStore.getState().cartItems).toEqual([expect.objectContaining({ nid: 101, quantity: 4 })]);
  });

  it('«Добавлено в корзину» goes away after a moment', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderTile();
      await user.click(within(tile()).getByRole('button', { name: `В корзину: ${MIXER}` }));
      expect(within(tile()).getByRole('status')).toHaveTextContent('Добавлено в корзину');
      act(() => jest.advanceTimersByTime(2_400));
      expect(within(tile()).getByRole('status')).toHaveTextContent('Добавлено в корзину');
      act(() => jest.advanceTimersByTime(200));
      expect(within(tile()).getByRole('status')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ProductGrid', () => {
  it('is a list labelled as given, one item (tile) per product in order', () => {
    const products = [
      productTile(),
      productTile({ nid: 102, name: 'Смеситель для ванны Grohe Eurosmart' }),
      productTile({ nid: 103, name: 'Душевой гарнитур Grohe Tempesta' }),
    ];
    renderAtRoute(<ProductGrid products={products} label="Товары: Смесители" />);
    const list = screen.getByRole('list', { name: 'Товары: Смесители' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      products.map((product) => product.name),
    );
  });

  it('passes the category card fields on to every tile', () => {
    renderAtRoute(
      <ProductGrid products={[productTile({ shortProperties: [] })]} label="Товары" cardFields={['country']} />,
    );
    expect(facts()).toEqual(['Страна: Германия']);
  });

  const sixTiles = () =>
    Array.from({ length: 6 }, (_, index) => productTile({ nid: 201 + index, name: `Смеситель ${index + 1}` }));
  const loading = (container: HTMLElement) =>
    [...container.querySelectorAll('img')].map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);

  it('loads first the pictures of the tiles that lead the first screen, and only those', () => {
    const { container } = renderAtRoute(<ProductGrid products={sixTiles()} label="Товары" firstScreen={4} />);
    expect(loading(container)).toEqual([
      ...Array.from({ length: 4 }, () => ['eager', 'high']),
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('puts no picture first when the grid is below other content (the home page, a product card)', () => {
    const { container } = renderAtRoute(<ProductGrid products={sixTiles()} label="Товары со скидкой" />);
    expect(loading(container)).toEqual(Array.from({ length: 6 }, () => ['lazy', 'auto']));
  });
});
