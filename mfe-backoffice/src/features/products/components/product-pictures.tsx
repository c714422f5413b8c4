import { useId, useState, type DragEvent } from 'react';
import {
  isPictureAddress,
  PHOTO_LIMITS,
  photoOf,
  photoRenditionName,
  photoWidths,
  PHOTOS_PATH,
} from '@shop/shared/catalog-url';
import { PRODUCT_LIMITS } from '@shop/shared/product-form';
import type { PhotoUpload } from '../api/use-photo-uploads';
import type { ProductPicture } from '../hooks/product-form-values';
import { ProductField } from './product-field';
import styles from './products.module.css';

/** The formats POST /media/photos takes (by content: the picker only offers these first). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';
const ACCEPTED_HINT = `JPEG, PNG, WebP или AVIF, до ${PHOTO_LIMITS.bytes / (1024 * 1024)} МБ и ${PHOTO_LIMITS.pixels / 1_000_000} Мп. Первая картинка — главная.`;
const NOT_AN_ADDRESS = 'Адрес картинки — https://… или /media/…, без пробелов';

/** What a picture shows in the list: an uploaded photo's smallest JPEG, any other picture itself. */
function thumbnailOf(address: string): string {
  const photo = photoOf(address);
  if (!photo) return address;
  return `${PHOTOS_PATH}/${photoRenditionName(photo.key, photoWidths(photo.width)[0] as number, 'jpeg')}`;
}

/** The list with one entry moved from `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

function uploadStatus(upload: PhotoUpload): string {
  if (upload.stage === 'waiting') return 'ждёт очереди';
  if (upload.stage === 'sending') return `загружается: ${Math.round(upload.sent * 100)} %`;
  if (upload.stage === 'processing') return 'обрабатывается…';
  return upload.error ?? 'не загружено';
}

export interface ProductPicturesProps {
  pictures: readonly ProductPicture[];
  error: string | undefined;
  /** Without the right to edit, nothing is dropped or changed. */
  disabled: boolean;
  uploads: readonly PhotoUpload[];
  onFiles: (files: File[]) => void;
  onRetry: (id: number) => void;
  onForget: (id: number) => void;
  onChange: (change: (pictures: ProductPicture[]) => ProductPicture[]) => void;
}

/** Files being uploaded: each with its progress or its problem. */
function UploadList({ uploads, onRetry, onForget }: Pick<ProductPicturesProps, 'uploads' | 'onRetry' | 'onForget'>) {
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label="Загрузка фото">
      {uploads.map((upload) => (
        <li key={upload.id} className={upload.stage === 'failed' ? styles.uploadFailed : undefined}>
          <span className={styles.uploadName}>{upload.name}</span>
          {upload.stage === 'sending' || upload.stage === 'processing' ? (
            <progress
              max={1}
              value={upload.stage === 'processing' ? undefined : upload.sent}
              aria-label={`${upload.name}: ${uploadStatus(upload)}`}
            />
          ) : null}
          <span role={upload.stage === 'failed' ? 'alert' : undefined}>{uploadStatus(upload)}</span>
          {upload.stage === 'failed' && upload.retryable ? (
            <button type="button" className="button button--secondary" onClick={() => onRetry(upload.id)}>
              Повторить
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Убрать ${upload.name}`}
            onClick={() => onForget(upload.id)}
          >
            Убрать
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One picture: its thumbnail, its alternative text, moving it up or down (or dragging it), removing it. */
function PictureList({ pictures, onChange }: Pick<ProductPicturesProps, 'pictures' | 'onChange'>) {
  const [dragged, setDragged] = useState<number | null>(null);
  if (pictures.length === 0) return null;
  const last = pictures.length - 1;
  const drop = (to: number) => (event: DragEvent) => {
    if (dragged === null) return;
    event.preventDefault();
    if (dragged !== to) onChange((current) => moved(current, dragged, to));
    setDragged(null);
  };
  return (
    <ol className={styles.pictures} aria-label="Картинки товара">
      {pictures.map((picture, index) => {
        const number = index + 1;
        return (
          <li
            key={picture.address}
            className={styles.picture}
            draggable
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={drop(index)}
          >
            <img className={styles.pictureThumb} src={thumbnailOf(picture.address)} alt="" width={80} height={80} />
            <div className={styles.pictureFields}>
              <span className={styles.hint}>{index === 0 ? 'Главная' : `Картинка ${number}`}</span>
              <label className={styles.field}>
                <span>Подпись к картинке {number}</span>
                <input
                  value={picture.alt}
                  maxLength={PRODUCT_LIMITS.imageAlt}
                  placeholder="Что на фото: например, «Смеситель вид сбоку»"
                  onChange={(event) => {
                    const alt = event.target.value;
                    onChange((current) => current.map((entry, at) => (at === index ? { ...entry, alt } : entry)));
                  }}
                />
              </label>
            </div>
            <div className={styles.pictureActions}>
              <button
                type="button"
                className="button button--secondary"
                disabled={index === 0}
                aria-label={`Картинку ${number} выше`}
                onClick={() => onChange((current) => moved(current, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={index === last}
                aria-label={`Картинку ${number} ниже`}
                onClick={() => onChange((current) => moved(current, index, index + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Убрать картинку ${number}`}
                onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
              >
                Убрать
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A product's pictures as the clerk arranges them: photos dropped on the zone or picked (uploaded with their
 * progress, added once their renditions are made), a picture by its address, each with its alternative text; the
 * first is the main one.
 */
export function ProductPictures(props: ProductPicturesProps) {
  const { pictures, error, disabled, onFiles, onChange } = props;
  const pickerId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  const addAddress = () => {
    const url = address.trim();
    if (!url) return;
    if (!isPictureAddress(url) || url.length > PRODUCT_LIMITS.imageUrl) return setAddressError(NOT_AN_ADDRESS);
    if (pictures.some((picture) => picture.address === url)) return setAddressError('Эта картинка уже есть');
    setAddressError(null);
    setAddress('');
    onChange((current) => [...current, { address: url, alt: '' }]);
  };

  return (
    <div className={`${styles.wide} ${styles.picturesBlock}`}>
      <div
        className={over ? `${styles.dropZone} ${styles.dropZoneOver}` : styles.dropZone}
        aria-label="Перетащите фото сюда"
        onDragEnter={(event) => !disabled && hasFiles(event) && setOver(true)}
        onDragLeave={() => setOver(false)}
        onDragOver={(event) => {
          if (!disabled && hasFiles(event)) event.preventDefault();
        }}
        onDrop={(event) => {
          setOver(false);
          if (disabled || !hasFiles(event)) return;
          event.preventDefault();
          onFiles([...event.dataTransfer.files]);
        }}
      >
        <p>Перетащите фото сюда или</p>
        <label htmlFor={pickerId} className={`button button--secondary ${disabled ? styles.disabledLabel : ''}`}>
          Выбрать фото
        </label>
        <input
          id={pickerId}
          className={styles.visuallyHidden}
          type="file"
          multiple
          accept={ACCEPTED}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <p id={hintId} className={styles.hint}>
          {ACCEPTED_HINT}
        </p>
      </div>
      <UploadList {...props} />
      <PictureList pictures={pictures} onChange={onChange} />
      <ProductField
        field="images"
        label="Картинка по адресу"
        hint="Необязательно: https://… или /media/…"
        error={addressError ?? error}
        wide
      >
        {(control) => (
          <div className={styles.addressRow}>
            <input
              {...control}
              value={address}
              inputMode="url"
              autoComplete="off"
              onChange={(event) => {
                setAddress(event.target.value);
                setAddressError(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addAddress();
              }}
            />
            <button type="button" className="button button--secondary" onClick={addAddress}>
              Добавить
            </button>
          </div>
        )}
      </ProductField>
    </div>
  );
}
