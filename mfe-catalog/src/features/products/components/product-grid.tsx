import type { ProductTileFragment } from '@shop/shared/graphql';
import { ProductTile } from './product-tile';
import styles from './product-grid.module.css';

/** Tiles whose pictures may be in the first screen (one column on a phone, up to four wide). */
const FIRST_SCREEN_TILES = 4;

export interface ProductGridProps {
  products: readonly ProductTileFragment[];
  label: string;
  cardFields?: readonly string[];
}

/** Tiles in a grid that reflows down to one column on a phone. */
export function ProductGrid({ products, label, cardFields }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.nid}>
          <ProductTile product={product} cardFields={cardFields} priority={index < FIRST_SCREEN_TILES} />
        </li>
      ))}
    </ul>
  );
}
