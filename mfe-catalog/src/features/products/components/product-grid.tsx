import type { ProductTileFragment } from '@shop/shared/graphql';
import { ProductTile } from './product-tile';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: readonly ProductTileFragment[];
  label: string;
  cardFields?: readonly string[];
}

/** Tiles in a grid that reflows down to one column on a phone. */
export function ProductGrid({ products, label, cardFields }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.nid}>
          <ProductTile product={product} cardFields={cardFields} />
        </li>
      ))}
    </ul>
  );
}
