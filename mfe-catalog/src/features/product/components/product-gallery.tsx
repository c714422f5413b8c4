import { useState } from 'react';
import { PHOTO_SIZES } from '@shop/shared/catalog-url';
import { ProductPicture } from '../../../components/product/product-picture';
import styles from './product-card-view.module.css';

export interface ProductGalleryProps {
  images: readonly string[];
  /** Each picture's alternative text ('' where none is written: the product's name stands for it). */
  imageAlts: readonly string[];
  name: string;
}

/** The main picture (the card's LCP: fetched first) and, when there are more, thumbnails that switch it. */
export function ProductGallery({ images, imageAlts, name }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const index = images[current] ? current : 0;
  const shown = images[index];
  return (
    <div className={styles.gallery}>
      <div className={styles.picture}>
        {shown ? (
          <ProductPicture address={shown} alt={imageAlts[index] || name} box={480} sizes={PHOTO_SIZES.card} priority />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Фотографии товара">
          {images.map((image, at) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Фото ${at + 1} из ${images.length}`}
                aria-pressed={at === index}
                onClick={() => setCurrent(at)}
              >
                <ProductPicture address={image} alt="" box={64} sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
