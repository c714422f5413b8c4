import { useMemo, useState } from 'react';
import type { ProductInput } from '../../../lib/graphql/operations.generated';
import { optionField, validateProduct, type ProductFieldErrors } from '@shop/shared/product-form';
import {
  draftOfForm,
  editedOptions,
  inputOfDraft,
  type CatalogueCategory,
  type CatalogueOption,
  type ProductFormValues,
  type ProductPicture,
} from './product-form-values';

/** A text field of the form (everything but the options and the on-sale box). */
export type ProductTextField = Exclude<keyof ProductFormValues, 'options' | 'onSale' | 'pictures'>;

/**
 * The product form's values and problems. Problems come from the shared rules on submit (and
 * from the server); editing a field clears its own problem.
 */
export function useProductForm(
  initial: ProductFormValues,
  categories: readonly CatalogueCategory[],
  options: readonly CatalogueOption[],
) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const edited = useMemo(() => editedOptions(form, categories, options), [form, categories, options]);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const change = (field: ProductTextField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const changeOption = (optionNid: number, value: string) => {
    setForm((current) => ({ ...current, options: { ...current.options, [optionNid]: value } }));
    clearError(optionField(optionNid));
  };
  const setOnSale = (onSale: boolean) => setForm((current) => ({ ...current, onSale }));
  /** The pictures as the clerk arranged them: a change (of one or of their order) clears their problem. */
  const changePictures = (change: (pictures: ProductPicture[]) => ProductPicture[]) => {
    setForm((current) => ({ ...current, pictures: change(current.pictures) }));
    clearError('images');
  };

  /** The input to send, or null with the problems shown. */
  const check = (): ProductInput | null => {
    const draft = draftOfForm(form, edited);
    const rules = edited.map((option) => ({ ...option, valueNids: option.bCol.map((value) => value.nid) }));
    const found = validateProduct(draft, rules);
    setErrors(found);
    return Object.keys(found).length === 0 ? inputOfDraft(draft, form.onSale) : null;
  };

  return { form, errors, setErrors, edited, change, changeOption, setOnSale, changePictures, check, reset: setForm };
}
