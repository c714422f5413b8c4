import type { ProductTileFragment } from '@shop/shared/graphql';
import { ProductTile } from './product-tile';
import styles from './product-grid.module.css';

/** Tiles whose pictures may be in the first screen of a page that opens with the grid (one column on a phone, up to four wide). */
export const FIRST_SCREEN_TILES = 4;

export interface ProductGridProps {
  products: readonly ProductTileFragment[];
  label: string;
  cardFields?: readonly string[];
  /**
   * How many tiles lead the page's first screen: their pictures load first (eager, high
   * priority, preloaded by the server render). None by default: a grid below other content
   * (the home page's offers, a product card's collection) must not compete with what is.
   */
  firstScreen?: number;
}

/** Tiles in a grid that reflows down to one column on a phone. */
export function ProductGrid({ products, label, cardFields, firstScreen = 0 }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.nid}>
          <ProductTile product={product} cardFields={cardFields} priority={index < firstScreen} />
        </li>
      ))}
    </ul>
  );
}
