import { useState } from 'react';
import { shopStore } from '@shop/shared/store';
import { formatPrice, useDocumentTitle } from '@shop/shared/ui';
import type { GetProductQuery } from '@shop/shared/graphql';
import styles from './product-card-view.module.css';

export type ProductCard = NonNullable<GetProductQuery['product']>;

export function ProductCardView({ product }: { product: ProductCard }) {
  useDocumentTitle(product.name, `${product.name} — купить в интернет-магазине «Сантехника».`);
  const [added, setAdded] = useState(false);
  const onSale = product.priceWithAction !== null && product.priceWithAction < product.price;
  const addToCart = () => {
    shopStore.getState().addItem(product);
    setAdded(true);
  };
  return (
    <article className={`page ${styles.card}`}>
      <div className={styles.picture}>
        {product.imageUrl ? <img src={product.imageUrl} alt={product.name} width={400} height={400} /> : null}
      </div>
      <div>
        <h1>{product.name}</h1>
        {product.vendorCode ? <p>Артикул: {product.vendorCode}</p> : null}
        {product.brand ? (
          <p>
            {product.brand}
            {product.country ? `, ${product.country}` : ''}
          </p>
        ) : null}
        <p className={styles.price}>
          {onSale ? (
            <>
              <del aria-label={`Старая цена ${formatPrice(product.price)}`}>{formatPrice(product.price)}</del>{' '}
              <strong>{formatPrice(product.priceWithAction as number)}</strong>
            </>
          ) : (
            <strong>{formatPrice(product.price)}</strong>
          )}
        </p>
        <button type="button" className="button" onClick={addToCart}>
          В корзину
        </button>
        <p role="status">{added ? 'Товар добавлен в корзину' : ''}</p>
      </div>
    </article>
  );
}
