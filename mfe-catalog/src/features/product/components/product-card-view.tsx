import { useState } from 'react';
import type { GetProductQuery } from '@shop/shared/graphql';
import { QuantityStepper, useDocumentTitle } from '@shop/shared/ui';
import { Breadcrumbs } from '../../catalog/components/breadcrumbs';
import { AddToCartButton } from '../../../components/product/add-to-cart-button';
import { Price } from '../../../components/product/price';
import { ProductGrid } from '../../../components/product/product-grid';
import { availabilityText } from '@shop/shared/availability';
import { DeliveryFacts } from './delivery-facts';
import { ProductGallery } from './product-gallery';
import styles from './product-card-view.module.css';

export type ProductCard = NonNullable<GetProductQuery['product']>;

/** The product card: pictures, facts, price, quantity and «В корзину», properties, delivery. */
export function ProductCardView({ product }: { product: ProductCard }) {
  useDocumentTitle(
    product.name,
    `${product.name} — ${product.brand}, артикул ${product.vendorCode}. Купить в интернет-магазине «Сантехника» с доставкой по Москве.`,
  );
  const [quantity, setQuantity] = useState(1);
  const { category } = product;
  const trail = [...(category.parent ? [category.parent] : []), category];
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={trail} current={product.name} />
      <article className={`page ${styles.card}`} aria-labelledby="product-title">
        <ProductGallery images={product.images} imageAlts={product.imageAlts} name={product.name} />
        <div className={styles.summary}>
          <h1 id="product-title">{product.name}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>Артикул</dt>
              <dd>{product.vendorCode}</dd>
            </div>
            <div>
              <dt>Бренд</dt>
              <dd>
                {product.brand}, {product.country}
              </dd>
            </div>
            {product.brandCollection ? (
              <div>
                <dt>Коллекция</dt>
                <dd>{product.brandCollection}</dd>
              </div>
            ) : null}
          </dl>
          <Price price={product.price} priceWithAction={product.priceWithAction} large />
          <p className={product.inStock ? styles.inStock : styles.onOrder}>{availabilityText(product)}</p>
          {product.onSale ? (
            <div className={styles.buy}>
              <QuantityStepper label={product.name} quantity={quantity} onChange={setQuantity} />
              <AddToCartButton product={product} quantity={quantity} />
            </div>
          ) : null}
          <DeliveryFacts
            warranty={product.warranty}
            pickup={
              product.pickupToday
                ? 'today'
                : product.pickupTomorrow
                  ? 'tomorrow'
                  : product.inStock
                    ? 'from-warehouse'
                    : 'awaited'
            }
          />
        </div>
      </article>
      <section className="page" aria-labelledby="product-properties">
        <h2 id="product-properties">Характеристики</h2>
        <table className={styles.properties}>
          <tbody>
            {product.properties.map((property) => (
              <tr key={property.optionNid}>
                <th scope="row">{property.rusName}</th>
                <td>{property.value}</td>
              </tr>
            ))}
            {[
              ['Длина', product.length],
              ['Ширина', product.width],
              ['Высота', product.heigth],
            ]
              .filter(
                ([label, value]) =>
                  value !== null && !product.properties.some((property) => property.rusName === label),
              )
              .map(([label, value]) => (
                <tr key={String(label)}>
                  <th scope="row">{label}</th>
                  <td>{value} мм</td>
                </tr>
              ))}
          </tbody>
        </table>
        <h2>Описание</h2>
        <p>{product.description}</p>
      </section>
      {product.sameCollection.length > 0 ? (
        <section aria-labelledby="same-collection">
          <h2 id="same-collection">Другие товары коллекции {product.brandCollection}</h2>
          <ProductGrid products={product.sameCollection} label={`Коллекция ${product.brandCollection ?? ''}`} />
        </section>
      ) : null}
    </div>
  );
}
