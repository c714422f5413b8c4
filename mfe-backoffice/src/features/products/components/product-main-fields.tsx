import type { ProductFieldErrors } from '@shop/shared/product-form';
import type { CategoryOption } from '../../../lib/category-options';
import type { ProductFormValues } from '../hooks/product-form-values';
import type { ProductTextField } from '../hooks/use-product-form';
import { ProductField } from './product-field';
import styles from './products.module.css';

export interface ProductMainFieldsProps {
  form: ProductFormValues;
  errors: ProductFieldErrors;
  categories: readonly CategoryOption[];
  onChange: (field: ProductTextField, value: string) => void;
}

/** A text field's value and what typing in it does, bound to the form. */
const textControls =
  ({ form, onChange }: Pick<ProductMainFieldsProps, 'form' | 'onChange'>) =>
  (field: ProductTextField) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

/** The categories as a select's options, after the one for none chosen. */
export function CategoryOptions({ none, categories }: { none: string; categories: readonly CategoryOption[] }) {
  return (
    <>
      <option value="">{none}</option>
      {categories.map((category) => (
        <option key={category.nid} value={String(category.nid)}>
          {category.label}
        </option>
      ))}
    </>
  );
}

/** Name, vendor code, category and the prices. */
export function ProductMainFields({ form, errors, categories, onChange }: ProductMainFieldsProps) {
  const text = textControls({ form, onChange });
  return (
    <fieldset className={styles.group}>
      <legend>Основное</legend>
      <ProductField field="name" label="Название" error={errors.name} wide>
        {(control) => <input {...control} required {...text('name')} />}
      </ProductField>
      <ProductField field="vendorCode" label="Артикул" error={errors.vendorCode}>
        {(control) => <input {...control} required autoComplete="off" {...text('vendorCode')} />}
      </ProductField>
      <ProductField field="categoryNid" label="Категория" error={errors.categoryNid}>
        {(control) => (
          <select {...control} required {...text('categoryNid')}>
            <CategoryOptions none="Выберите категорию…" categories={categories} />
          </select>
        )}
      </ProductField>
      <ProductField field="price" label="Цена, ₽" error={errors.price}>
        {(control) => <input {...control} required inputMode="numeric" {...text('price')} />}
      </ProductField>
      <ProductField
        field="priceWithAction"
        label="Цена по акции, ₽"
        hint="Необязательно; меньше обычной цены"
        error={errors.priceWithAction}
      >
        {(control) => <input {...control} inputMode="numeric" {...text('priceWithAction')} />}
      </ProductField>
    </fieldset>
  );
}

export interface ProductTextFieldsProps extends Omit<ProductMainFieldsProps, 'categories'> {
  onSaleChange: (onSale: boolean) => void;
}

/** Description, warranty and whether the shop sells it. */
export function ProductTextFields({ form, errors, onChange, onSaleChange }: ProductTextFieldsProps) {
  const text = textControls({ form, onChange });
  return (
    <fieldset className={styles.group}>
      <legend>Описание</legend>
      <ProductField field="description" label="Описание" error={errors.description} wide>
        {(control) => <textarea {...control} rows={5} {...text('description')} />}
      </ProductField>
      <ProductField
        field="warranty"
        label="Гарантия"
        hint="Например: 5 лет гарантии производителя"
        error={errors.warranty}
      >
        {(control) => <input {...control} {...text('warranty')} />}
      </ProductField>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="onSale"
          checked={form.onSale}
          onChange={(event) => onSaleChange(event.target.checked)}
        />
        Продаётся на сайте
      </label>
    </fieldset>
  );
}
