import { formatPrice } from '@shop/shared/ui';
import styles from './price.module.css';

export interface PriceProps {
  price: number;
  priceWithAction: number | null;
  large?: boolean;
}

/** The price, and on sale the old one crossed out beside the new. */
export function Price({ price, priceWithAction, large = false }: PriceProps) {
  const onSale = priceWithAction !== null && priceWithAction < price;
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      {onSale ? (
        <>
          <span className={styles.sale}>{formatPrice(priceWithAction)}</span>{' '}
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
