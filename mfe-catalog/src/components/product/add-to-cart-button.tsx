import { useEffect, useState } from 'react';
import { shopStore } from '@shop/shared/store';
import { cartProduct } from './cart-product';
import styles from './add-to-cart-button.module.css';

export interface AddToCartButtonProps {
  product: Parameters<typeof cartProduct>[0];
  quantity?: number;
}

/** «В корзину», and for a moment after a click the word that it worked. */
export function AddToCartButton({ product, quantity = 1 }: AddToCartButtonProps) {
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return undefined;
    const timer = setTimeout(() => setAdded(false), 2_500);
    return () => clearTimeout(timer);
  }, [added]);
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className="button"
        aria-label={`В корзину: ${product.name}`}
        onClick={() => {
          shopStore.getState().addItem(cartProduct(product), quantity);
          setAdded(true);
        }}
      >
        В корзину
      </button>
      <span className={styles.status} role="status">
        {added ? 'Добавлено в корзину' : ''}
      </span>
    </div>
  );
}
