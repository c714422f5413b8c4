import { productFormOptions } from '@shop/shared/product-form';
import type { CatalogMetadata, CategoryRow, OptionRow } from '../catalog/catalog-metadata';
import type { ProductInput } from '../core/schema-types.generated';

/**
 * The columns of a price list (api/README.md, «Price lists»), the export's and the import's: the vendor code
 * (products are matched by it), the name, the category, brand and collection, the price and the action price,
 * the stock at each location (exported; an import leaves stock to its documents), each other option by its
 * Russian name, and the pictures' addresses.
 */
export type PriceListColumn =
  | { key: 'vendorCode' | 'name' | 'category' | 'price' | 'priceWithAction' | 'images'; header: string }
  | { key: 'option'; header: string; option: OptionRow }
  | { key: 'stock'; header: string; locationNid: number };

export interface StockLocation {
  nid: number;
  name: string;
}

/** The product a price list row stands for: what it edits, and the rest of what a save sends. */
export interface PriceListProduct {
  nid: number;
  input: ProductInput;
  /** The product's edit version (editVersionOf): what the apply checks it still has. */
  editVersion: string;
  /** On hand at each location. */
  stocks: ReadonlyMap<number, number>;
}

/** How the catalogue's own words are written in a price list, and read back. */
export interface PriceListTerms {
  metadata: CatalogMetadata;
  columns: PriceListColumn[];
  /** A category as a cell names it: its name, or «Parent / Name» where the name alone is not unique. */
  categoryLabel: ReadonlyMap<number, string>;
  /** A cell's category (its label or its full path, any case) → the category. */
  categoryOfLabel: ReadonlyMap<string, CategoryRow>;
  /** An option's value by its Russian name in any case (option nid → name → value nid); a name two values share: null. */
  valueOfName: ReadonlyMap<number, ReadonlyMap<string, number | null>>;
  /** The options the product form edits, by category nid (filled as categories are asked for). */
  optionsOfCategory: Map<number, OptionRow[]>;
}

/** Cells are compared and looked up without regard to case and runs of spaces. */
export const looseText = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru');

/** The options with columns of their own ahead of the price, and the one edited as a field of its own. */
const LEADING_OPTIONS = ['brand', 'collection'];
const NOT_A_COLUMN = ['price'];

const optionHeader = (option: OptionRow) => (option.unit ? `${option.rusName}, ${option.unit}` : option.rusName);

function categoryLabels(metadata: CatalogMetadata) {
  const named = new Map<string, number>();
  for (const category of metadata.categories) {
    const key = looseText(category.rusName);
    named.set(key, (named.get(key) ?? 0) + 1);
  }
  const label = new Map<number, string>();
  const ofLabel = new Map<string, CategoryRow>();
  for (const category of metadata.categories) {
    const parent = category.topCategoryNid === null ? undefined : metadata.categoryByNid.get(category.topCategoryNid);
    const path = parent ? `${parent.rusName} / ${category.rusName}` : category.rusName;
    const unique = named.get(looseText(category.rusName)) === 1;
    label.set(category.nid, unique ? category.rusName : path);
    ofLabel.set(looseText(path), category);
    if (unique) ofLabel.set(looseText(category.rusName), category);
  }
  return { label, ofLabel };
}

function valueNames(metadata: CatalogMetadata) {
  const byOption = new Map<number, Map<string, number | null>>();
  for (const option of metadata.options) {
    const names = new Map<string, number | null>();
    for (const value of metadata.valuesOf.get(option.nid) ?? []) {
      const key = looseText(value.rusName);
      names.set(key, names.has(key) ? null : value.nid);
    }
    byOption.set(option.nid, names);
  }
  return byOption;
}

/** The price list's columns and words for the catalogue as it stands and the shop's stock locations. */
export function priceListTerms(metadata: CatalogMetadata, locations: readonly StockLocation[]): PriceListTerms {
  const option = (name: string) => metadata.optionByName.get(name);
  const leading = LEADING_OPTIONS.flatMap((name) => {
    const found = option(name);
    return found ? [{ key: 'option' as const, header: optionHeader(found), option: found }] : [];
  });
  const others = metadata.options
    .filter((entry) => !LEADING_OPTIONS.includes(entry.name) && !NOT_A_COLUMN.includes(entry.name))
    .map((entry) => ({ key: 'option' as const, header: optionHeader(entry), option: entry }));
  const columns: PriceListColumn[] = [
    { key: 'vendorCode', header: 'Артикул' },
    { key: 'name', header: 'Название' },
    { key: 'category', header: 'Категория' },
    ...leading,
    { key: 'price', header: 'Цена, ₽' },
    { key: 'priceWithAction', header: 'Цена по акции, ₽' },
    ...locations.map((location) => ({
      key: 'stock' as const,
      header: `Остаток: ${location.name}`,
      locationNid: location.nid,
    })),
    ...others,
    { key: 'images', header: 'Картинки' },
  ];
  // Two options named alike (a catalogue's mistake) still get a column each, told apart by their key.
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(looseText(column.header)) && column.key === 'option') column.header += ` (${column.option.name})`;
    seen.add(looseText(column.header));
  }
  const { label, ofLabel } = categoryLabels(metadata);
  return {
    metadata,
    columns,
    categoryLabel: label,
    categoryOfLabel: ofLabel,
    valueOfName: valueNames(metadata),
    optionsOfCategory: new Map(),
  };
}

/** A cell as the export writes it and the preview shows it: text, a whole number, or nothing. */
export type PriceListCell = string | number | null;

/** The options the product form edits for a category (brand, country, collection and its own). */
export function categoryOptions(terms: PriceListTerms, categoryNid: number | null): OptionRow[] {
  const category = categoryNid === null ? undefined : terms.metadata.categoryByNid.get(categoryNid);
  if (!category) return [];
  let options = terms.optionsOfCategory.get(category.nid);
  if (!options) {
    options = productFormOptions(category, terms.metadata.options);
    terms.optionsOfCategory.set(category.nid, options);
  }
  return options;
}

/** A product's cell in a column, as the export writes it. */
export function productCell(
  terms: PriceListTerms,
  column: PriceListColumn,
  product: Pick<PriceListProduct, 'input' | 'stocks'>,
): PriceListCell {
  const { input } = product;
  switch (column.key) {
    case 'vendorCode':
      return input.vendorCode;
    case 'name':
      return input.name;
    case 'category':
      return terms.categoryLabel.get(input.categoryNid) ?? null;
    case 'price':
      return input.price;
    case 'priceWithAction':
      return input.priceWithAction ?? null;
    case 'images':
      return input.images.join('\n');
    case 'stock':
      return product.stocks.get(column.locationNid) ?? 0;
    case 'option':
      return optionCell(terms, column.option, input);
  }
}

function optionCell(terms: PriceListTerms, option: OptionRow, input: ProductInput): PriceListCell {
  if (option.valType === 'range')
    return input.rangeValues.find((entry) => entry.optionNid === option.nid)?.value ?? null;
  const valueNid = input.selectValues.find((entry) => entry.optionNid === option.nid)?.valueNid;
  return valueNid === null || valueNid === undefined
    ? null
    : (terms.metadata.valueByNid.get(valueNid)?.rusName ?? null);
}

/** A cell as the preview shows it ('' for nothing). */
export const cellText = (cell: PriceListCell): string => (cell === null ? '' : String(cell));
