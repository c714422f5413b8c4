import type {
  BackofficeProductFieldsFragment,
  GetCategoriesQuery,
  GetOptionsQuery,
  ProductInput,
} from '../../../lib/graphql/operations.generated';
import { productFormOptions, type ProductDraft } from '@shop/shared/product-form';

export type CatalogueCategory = GetCategoriesQuery['categoriesObjects'][number];
export type CatalogueOption = GetOptionsQuery['options'][number];

/** One of a product's pictures: its address and its alternative text ('' for none). */
export interface ProductPicture {
  address: string;
  alt: string;
}

/** The product form as typed: text everywhere, an option's value by option nid ('' for none). */
export interface ProductFormValues {
  name: string;
  vendorCode: string;
  categoryNid: string;
  price: string;
  priceWithAction: string;
  description: string;
  warranty: string;
  onSale: boolean;
  /** In order: the first is the main one. */
  pictures: ProductPicture[];
  /** Select options: the chosen value's nid; range options: the number. */
  options: Record<number, string>;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  vendorCode: '',
  categoryNid: '',
  price: '',
  priceWithAction: '',
  description: '',
  warranty: '',
  onSale: true,
  pictures: [],
  options: {},
};

/** The form of a saved product. */
export function formOfProduct(
  product: BackofficeProductFieldsFragment,
  options: readonly CatalogueOption[],
): ProductFormValues {
  const optionOfValue = new Map(
    options.flatMap((option) => option.bCol.map((value) => [value.nid, option.nid] as const)),
  );
  const chosen: Record<number, string> = {};
  for (const valueNid of product.valueNids) {
    const optionNid = optionOfValue.get(valueNid);
    if (optionNid !== undefined && chosen[optionNid] === undefined) chosen[optionNid] = String(valueNid);
  }
  for (const { optionNid, value } of product.rangeValues) chosen[optionNid] = String(value);
  return {
    name: product.name,
    vendorCode: product.vendorCode,
    categoryNid: String(product.categoryNid),
    price: String(product.price),
    priceWithAction: product.priceWithAction === null ? '' : String(product.priceWithAction),
    description: product.description,
    warranty: product.warranty,
    onSale: product.onSale,
    pictures: product.images.map((address, index) => ({ address, alt: product.imageAlts[index] ?? '' })),
    options: chosen,
  };
}

/** The options the form edits for its category (the API takes the same list). */
export function editedOptions(
  form: ProductFormValues,
  categories: readonly CatalogueCategory[],
  options: readonly CatalogueOption[],
) {
  const category = categories.find((entry) => String(entry.nid) === form.categoryNid);
  return productFormOptions(category, options);
}

/** A typed number: null when empty, NaN (refused by the rules) when not a number. */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(/\s/g, '');
  return trimmed === '' ? null : Number(trimmed);
};

/** The form as the shared rules and the API read it: only the category's options. */
export function draftOfForm(form: ProductFormValues, edited: readonly CatalogueOption[]): ProductDraft {
  const value = (option: CatalogueOption) => numberOf(form.options[option.nid] ?? '');
  return {
    name: form.name,
    vendorCode: form.vendorCode,
    categoryNid: numberOf(form.categoryNid),
    price: numberOf(form.price),
    priceWithAction: numberOf(form.priceWithAction),
    description: form.description,
    warranty: form.warranty,
    images: form.pictures.map((picture) => picture.address),
    imageAlts: form.pictures.map((picture) => picture.alt.trim()),
    selectValues: edited
      .filter((option) => option.valType !== 'range')
      .map((option) => ({ optionNid: option.nid, valueNid: value(option) })),
    rangeValues: edited
      .filter((option) => option.valType === 'range')
      .map((option) => ({ optionNid: option.nid, value: value(option) })),
  };
}

/** What the mutation sends, from a draft the rules passed. */
export function inputOfDraft(draft: ProductDraft, onSale: boolean): ProductInput {
  return {
    ...draft,
    name: draft.name.trim(),
    vendorCode: draft.vendorCode.trim(),
    categoryNid: draft.categoryNid as number,
    price: draft.price as number,
    images: [...draft.images],
    imageAlts: [...draft.imageAlts],
    selectValues: [...draft.selectValues],
    rangeValues: [...draft.rangeValues],
    onSale,
  };
}
