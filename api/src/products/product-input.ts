import {
  productFormOptions,
  validateProduct,
  type DraftOption,
  type ProductFieldErrors,
} from '@shop/shared/product-form';
import { createHash } from 'node:crypto';
import type { CatalogMetadata, OptionRow } from '../catalog/catalog-metadata';
import type { ProductInput } from '../core/schema-types.generated';
import type { products } from '../db/schema';
import { badUserInput } from '../core/errors';
import { numberColumnOf, textColumnOf } from './option-columns';

type ProductColumns = typeof products.$inferInsert;

/** A product input checked against the catalogue: the columns it sets and the options it edits. */
export interface ProductWrite {
  columns: Pick<
    ProductColumns,
    | 'name'
    | 'vendorCode'
    | 'categoryNid'
    | 'price'
    | 'priceTotal'
    | 'priceWithAction'
    | 'description'
    | 'warranty'
    | 'onSale'
    | 'images'
    | 'imageUrl'
  > &
    /** Only the options the category edits: the others keep what the product had. */
    Partial<
      Pick<
        ProductColumns,
        'brand' | 'country' | 'brandCollection' | 'material' | 'color' | 'mounting' | 'length' | 'width' | 'heigth'
      >
    >;
  /** Each picture's alternative text; null when the input sent none (the product's own are kept by picture). */
  imageAlts: string[] | null;
  /** The select options the form edits for this category: their old values give way to `chosenValueNids`. */
  editedOptionNids: ReadonlySet<number>;
  chosenValueNids: number[];
}

/** Throws the form's problems as BAD_USER_INPUT with fieldErrors, as createBuyerOrder does. */
export const productFieldProblems = (fieldErrors: ProductFieldErrors) =>
  badUserInput('Проверьте данные товара', { fieldErrors });

/** The options the form edits for the category, with their values, as the shared rules take them. */
function formOptions(metadata: CatalogMetadata, categoryNid: number): (OptionRow & DraftOption)[] {
  const category = metadata.categoryByNid.get(categoryNid);
  return productFormOptions(category, metadata.options).map((option) => ({
    ...option,
    valueNids: (metadata.valuesOf.get(option.nid) ?? []).map((value) => value.nid),
  }));
}

/** The input's options must be the category's: anything else is a client's mistake, not the user's. */
function checkOptionsBelong(input: ProductInput, edited: readonly OptionRow[]): void {
  const nids = new Set(edited.map((option) => option.nid));
  const stray = [...input.selectValues, ...input.rangeValues].find((entry) => !nids.has(entry.optionNid));
  if (stray) throw badUserInput(`Свойство ${stray.optionNid} не относится к категории товара`);
}

/**
 * The input checked by the form's own rules (@shop/shared/product-form) and against the
 * catalogue, and turned into columns. Throws BAD_USER_INPUT with fieldErrors.
 */
export function readProductInput(metadata: CatalogMetadata, input: ProductInput): ProductWrite {
  const category = metadata.categoryByNid.get(input.categoryNid);
  const edited = category ? formOptions(metadata, category.nid) : [];
  const images = input.images.map((url) => url.trim());
  const imageAlts = input.imageAlts?.map((alt) => alt.trim()) ?? null;
  const errors = validateProduct(
    {
      ...input,
      priceWithAction: input.priceWithAction ?? null,
      images,
      imageAlts: imageAlts ?? images.map(() => ''),
      selectValues: input.selectValues.map(({ optionNid, valueNid }) => ({ optionNid, valueNid: valueNid ?? null })),
      rangeValues: input.rangeValues.map(({ optionNid, value }) => ({ optionNid, value: value ?? null })),
    },
    edited,
  );
  if (!category) errors.categoryNid = 'Такой категории нет — выберите из списка';
  if (Object.keys(errors).length > 0) throw productFieldProblems(errors);
  checkOptionsBelong(input, edited);

  const chosen = new Map(input.selectValues.map((entry) => [entry.optionNid, entry.valueNid ?? null]));
  const numbers = new Map(input.rangeValues.map((entry) => [entry.optionNid, entry.value ?? null]));
  const columns: ProductWrite['columns'] = {
    name: input.name.trim(),
    vendorCode: input.vendorCode.trim(),
    categoryNid: input.categoryNid,
    price: input.price,
    priceTotal: input.price,
    priceWithAction: input.priceWithAction ?? null,
    description: input.description.trim(),
    warranty: input.warranty.trim(),
    onSale: input.onSale,
    images,
    imageUrl: images[0] as string,
  };
  for (const option of edited) {
    const text = textColumnOf(option);
    if (text) {
      const valueNid = chosen.get(option.nid) ?? null;
      // Brand and country are required by the rules, so only optional columns are ever cleared.
      (columns as Record<string, unknown>)[text] =
        valueNid === null ? null : (metadata.valueByNid.get(valueNid)?.rusName ?? null);
    }
    const number = numberColumnOf(option);
    if (number) columns[number] = numbers.get(option.nid) ?? null;
  }
  return {
    columns,
    imageAlts,
    editedOptionNids: new Set(edited.filter((option) => option.valType === 'select').map((option) => option.nid)),
    chosenValueNids: [...chosen.values()].filter((nid): nid is number => nid !== null),
  };
}

/** What productInputOf reads of a product row. */
export type EditedProductRow = Pick<
  typeof products.$inferSelect,
  | 'name'
  | 'vendorCode'
  | 'categoryNid'
  | 'price'
  | 'priceWithAction'
  | 'description'
  | 'warranty'
  | 'onSale'
  | 'images'
  | 'imageAlts'
  | 'valueNids'
  | 'length'
  | 'width'
  | 'heigth'
>;

/**
 * The product as the back-office form would send it now: what a price list row stands for, and what its edit
 * version is taken of. A select option's first value, as the form shows it; only the category's options.
 */
export function productInputOf(metadata: CatalogMetadata, row: EditedProductRow): ProductInput {
  const category = metadata.categoryByNid.get(row.categoryNid);
  const edited = category ? productFormOptions(category, metadata.options) : [];
  // The first value of each option, as the back-office form shows it.
  const firstValue = new Map<number, number>();
  for (const nid of row.valueNids) {
    const optionNid = metadata.valueByNid.get(nid)?.optionNid;
    if (optionNid !== undefined && !firstValue.has(optionNid)) firstValue.set(optionNid, nid);
  }
  return {
    name: row.name,
    vendorCode: row.vendorCode,
    categoryNid: row.categoryNid,
    price: row.price,
    priceWithAction: row.priceWithAction,
    description: row.description,
    warranty: row.warranty,
    onSale: row.onSale,
    images: [...row.images],
    imageAlts: row.images.map((_, index) => row.imageAlts[index] ?? ''),
    selectValues: edited
      .filter((option) => option.valType === 'select')
      .map((option) => ({ optionNid: option.nid, valueNid: firstValue.get(option.nid) ?? null })),
    rangeValues: edited.flatMap((option) => {
      const column = numberColumnOf(option);
      return column ? [{ optionNid: option.nid, value: row[column] }] : [];
    }),
  };
}

/**
 * A product's edit version: a hash of what its form edits (productInputOf), so stock and popularity moving do not
 * change it. updateProduct refuses a save whose form was loaded at another version (someone saved, a price list
 * changed it) instead of silently writing over it.
 */
export const editVersionOf = (metadata: CatalogMetadata, row: EditedProductRow): string =>
  inputVersionOf(productInputOf(metadata, row));

/** The edit version of a product as productInputOf gave it (its keys in that order). */
export const inputVersionOf = (input: ProductInput): string =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
