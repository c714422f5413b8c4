import { unitPrice } from '@shop/shared/store';
import { formatPrice } from '@shop/shared/ui';
import styles from './price.module.css';

export interface PriceProps {
  price: number;
  priceWithAction: number | null;
  large?: boolean;
}

/** The price, and on sale the old one crossed out beside the new. */
export function Price({ price, priceWithAction, large = false }: PriceProps) {
  // The cart's rule: the sale price counts only when it is lower.
  const pays = unitPrice({ price, priceWithAction });
  const onSale = pays < price;
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      {onSale ? (
        <>
          <span className={styles.sale}>{formatPrice(pays)}</span>{' '}
          <del className={styles.old}>
            <span className="visually-hidden">Цена без скидки: </span>
            {formatPrice(price)}
          </del>
        </>
      ) : (
        <span>{formatPrice(price)}</span>
      )}
    </p>
  );
}
