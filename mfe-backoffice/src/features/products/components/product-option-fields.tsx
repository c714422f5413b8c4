import { optionField, REQUIRED_PRODUCT_OPTIONS, type ProductFieldErrors } from '@shop/shared/product-form';
import type { CatalogueOption, ProductFormValues } from '../hooks/product-form-values';
import { ProductField } from './product-field';

export interface ProductOptionFieldsProps {
  form: ProductFormValues;
  /** The options the form edits for the chosen category. */
  edited: readonly CatalogueOption[];
  errors: ProductFieldErrors;
  onChange: (optionNid: number, value: string) => void;
}

/**
 * A collection's URL name starts with its brand's (`grohe-eurosmart`): once a brand is chosen,
 * only its collections are offered. The chosen value always stays in the list.
 */
function valuesOf(option: CatalogueOption, form: ProductFormValues, edited: readonly CatalogueOption[]) {
  if (option.name !== 'collection') return option.bCol;
  const brand = edited.find((entry) => entry.name === 'brand');
  const brandValue = brand?.bCol.find((value) => String(value.nid) === form.options[brand.nid]);
  if (!brandValue) return option.bCol;
  const chosen = form.options[option.nid];
  const own = option.bCol.filter(
    (value) => value.name.startsWith(`${brandValue.name}-`) || String(value.nid) === chosen,
  );
  return own.length > 0 ? own : option.bCol;
}

/** Every option of the product's category: a choice of values, or a number with its unit. */
export function ProductOptionFields({ form, edited, errors, onChange }: ProductOptionFieldsProps) {
  return (
    <>
      {edited.map((option) => {
        const field = optionField(option.nid);
        const value = form.options[option.nid] ?? '';
        if (option.valType === 'range') {
          return (
            <ProductField
              key={option.nid}
              field={field}
              label={option.unit ? `${option.rusName}, ${option.unit}` : option.rusName}
              error={errors[field]}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  value={value}
                  onChange={(event) => onChange(option.nid, event.target.value)}
                />
              )}
            </ProductField>
          );
        }
        const required = REQUIRED_PRODUCT_OPTIONS.includes(option.name);
        return (
          <ProductField key={option.nid} field={field} label={option.rusName} error={errors[field]}>
            {(control) => (
              <select
                {...control}
                required={required}
                value={value}
                onChange={(event) => onChange(option.nid, event.target.value)}
              >
                <option value="">{required ? 'Выберите…' : 'Не указано'}</option>
                {valuesOf(option, form, edited).map((entry) => (
                  <option key={entry.nid} value={String(entry.nid)}>
                    {entry.rusName}
                  </option>
                ))}
              </select>
            )}
          </ProductField>
        );
      })}
    </>
  );
}
