import { availabilityText } from '@shop/shared/availability';
import { PHOTO_SIZES } from '@shop/shared/catalog-url';
import { Link } from '@shop/shared/router';
import type { ProductTileFragment } from '@shop/shared/graphql';
import { AddToCartButton } from './add-to-cart-button';
import { Price } from './price';
import { ProductPicture } from './product-picture';
import styles from './product-tile.module.css';

/** Product fields a category may print on its cards (valuesToShowInCatalogCards). */
const CARD_FIELDS: Record<string, { label: string; value: (product: ProductTileFragment) => string | null }> = {
  brand: { label: 'Бренд', value: (product) => product.brand },
  country: { label: 'Страна', value: (product) => product.country },
  brandCollection: { label: 'Коллекция', value: (product) => product.brandCollection },
  vendorCode: { label: 'Артикул', value: (product) => product.vendorCode },
};

export interface ProductTileProps {
  product: ProductTileFragment;
  /** Which card fields to print; brand and vendor code when the category does not say. */
  cardFields?: readonly string[];
  /** A tile in the first screen: its picture loads at once, ahead of the rest (it is the LCP). */
  priority?: boolean;
}

/** A product in a list: picture, name, card facts, price, availability and «В корзину». */
export function ProductTile({ product, cardFields = ['brand', 'vendorCode'], priority = false }: ProductTileProps) {
  const href = `/product/${product.nid}`;
  const facts = cardFields.flatMap((field) => {
    const card = CARD_FIELDS[field];
    const value = card?.value(product);
    return card && value ? [{ label: card.label, value }] : [];
  });
  return (
    <article className={styles.tile} aria-labelledby={`product-${product.nid}`}>
      <Link
        to={href}
        state={{ imageUrl: product.imageUrl }}
        className={styles.picture}
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductPicture address={product.imageUrl} alt="" box={240} sizes={PHOTO_SIZES.tile} priority={priority} />
      </Link>
      <h3 className={styles.name} id={`product-${product.nid}`}>
        <Link to={href} state={{ imageUrl: product.imageUrl }}>
          {product.name}
        </Link>
      </h3>
      <dl className={styles.facts}>
        {[
          ...facts,
          ...product.shortProperties.map((property) => ({ label: property.rusName, value: property.value })),
        ].map(({ label, value }) => (
          <div key={label}>
            <dt>{label}:</dt> <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.buy}>
        <Price price={product.price} priceWithAction={product.priceWithAction} />
        <p className={product.inStock ? styles.inStock : styles.onOrder}>{availabilityText(product)}</p>
        <AddToCartButton product={product} />
      </div>
    </article>
  );
}
