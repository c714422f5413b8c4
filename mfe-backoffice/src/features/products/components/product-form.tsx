import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BackofficeProductFieldsFragment } from '../../../lib/graphql/operations.generated';
import { productSaveFailure } from '../api/product-save-failure';
import { usePhotoUploads } from '../api/use-photo-uploads';
import { useSaveProduct } from '../api/use-save-product';
import { categoryOptions } from '../../../lib/category-options';
import type { CatalogueCategory, CatalogueOption, ProductFormValues } from '../hooks/product-form-values';
import { useProductForm } from '../hooks/use-product-form';
import { ProductMainFields, ProductTextFields } from './product-main-fields';
import { ProductOptionFields } from './product-option-fields';
import { ProductPictures } from './product-pictures';
import styles from './products.module.css';

export interface ProductFormProps {
  /** Null for a new product. */
  nid: number | null;
  initial: ProductFormValues;
  categories: readonly CatalogueCategory[];
  options: readonly CatalogueOption[];
  /** Without the editProducts action the form is shown read-only, with no button. */
  canEdit: boolean;
  /** A message to show from the start (e.g. «Товар добавлен» after creating it). */
  notice?: string | null;
  onSaved?: (product: BackofficeProductFieldsFragment) => void;
  /** The saved product's edit version as loaded (it moves with each save): a save over someone else's is refused. */
  editVersion?: string | null;
}

const SAVED = 'Изменения сохранены — на сайте товар уже показан по-новому.';
const FIX_FIELDS = 'Товар не сохранён: исправьте поля, отмеченные красным.';
const UPLOADING = 'Фото ещё загружаются: сохраните товар, когда они появятся среди картинок.';
const READ_ONLY =
  'Вы можете только просматривать товары: изменять их могут администратор, закупщик и контент-менеджер.';

/** The product card as staff edit it: fields, the category's options, save with the server's answer. */
export function ProductForm({
  nid,
  initial,
  categories,
  options,
  canEdit,
  notice = null,
  onSaved,
  editVersion = null,
}: ProductFormProps) {
  const { form, errors, setErrors, edited, change, changeOption, setOnSale, changePictures, check } = useProductForm(
    initial,
    categories,
    options,
  );
  // A photo whose renditions are made joins the pictures, once (the same file dropped twice is one photo).
  const photos = usePhotoUploads(({ address }) =>
    changePictures((current) =>
      current.some((picture) => picture.address === address) ? current : [...current, { address, alt: '' }],
    ),
  );
  const { save, saving } = useSaveProduct(nid, editVersion);
  const choices = useMemo(() => categoryOptions(categories), [categories]);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    notice ? { kind: 'success', text: notice } : null,
  );
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, the first field with a problem gets the focus.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (photos.busy) {
      setMessage({ kind: 'error', text: UPLOADING });
      return;
    }
    const input = check();
    if (!input) {
      setMessage({ kind: 'error', text: FIX_FIELDS });
      setAttempt((count) => count + 1);
      return;
    }
    try {
      const product = await save(input);
      // A new product's own card opens and says it was added.
      if (nid !== null) setMessage({ kind: 'success', text: SAVED });
      onSaved?.(product);
    } catch (error) {
      const failure = productSaveFailure(error);
      setErrors(failure.fieldErrors);
      setMessage({ kind: 'error', text: failure.message ?? FIX_FIELDS });
      setAttempt((count) => count + 1);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={nid === null ? 'Новый товар' : 'Товар'}
    >
      {canEdit ? null : <p className={styles.note}>{READ_ONLY}</p>}
      <fieldset disabled={!canEdit || saving} className={styles.fields}>
        <ProductMainFields form={form} errors={errors} categories={choices} onChange={change} />
        <fieldset className={styles.group}>
          <legend>Свойства</legend>
          {form.categoryNid ? (
            <ProductOptionFields form={form} edited={edited} errors={errors} onChange={changeOption} />
          ) : (
            <p className={`${styles.hint} ${styles.wide}`}>Выберите категорию, чтобы указать свойства товара.</p>
          )}
        </fieldset>
        <ProductTextFields form={form} errors={errors} onChange={change} onSaleChange={setOnSale} />
        <fieldset className={styles.group}>
          <legend>Фото и картинки</legend>
          <ProductPictures
            pictures={form.pictures}
            error={errors.images}
            disabled={!canEdit || saving}
            uploads={photos.uploads}
            onFiles={photos.add}
            onRetry={photos.retry}
            onForget={photos.remove}
            onChange={changePictures}
          />
        </fieldset>
      </fieldset>
      <div className={styles.actions}>
        {canEdit ? (
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Сохраняем…' : nid === null ? 'Добавить товар' : 'Сохранить'}
          </button>
        ) : null}
        {message?.kind === 'success' ? (
          <p role="status" className={styles.success}>
            {message.text}
          </p>
        ) : null}
        {message?.kind === 'error' ? (
          <p role="alert" className={styles.error}>
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
