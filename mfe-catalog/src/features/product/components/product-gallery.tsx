import { useState } from 'react';
import styles from './product-card-view.module.css';

/** The main picture and, when there are more, thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.picture}>{shown ? <img src={shown} alt={name} width={480} height={480} /> : null}</div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Фотографии товара">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Фото ${index + 1} из ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
