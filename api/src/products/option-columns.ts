import type { CatalogMetadata, OptionRow } from '../catalog/catalog-metadata';
import { rangeField } from '../catalog/product-conditions';

/**
 * Select options whose chosen value is also kept as text in a product column, for the card
 * and the search vector (the seed fills them the same way): the value's Russian name.
 */
const TEXT_COLUMNS = {
  brand: 'brand',
  country: 'country',
  collection: 'brandCollection',
  material: 'material',
  color: 'color',
  mounting: 'mounting',
} as const;

export type OptionTextColumn = (typeof TEXT_COLUMNS)[keyof typeof TEXT_COLUMNS];
export type OptionNumberColumn = 'length' | 'width' | 'heigth';

/** The text column a select option's value is copied to, or null. */
export function textColumnOf(option: OptionRow): OptionTextColumn | null {
  return Object.hasOwn(TEXT_COLUMNS, option.name) ? TEXT_COLUMNS[option.name as keyof typeof TEXT_COLUMNS] : null;
}

/** The number column a range option edits; null for the price (a field of its own) and unknown columns. */
export function numberColumnOf(option: OptionRow): OptionNumberColumn | null {
  if (option.valType !== 'range') return null;
  const field = rangeField(option.productColumn);
  return field === 'salePrice' ? null : field;
}

/** The range options of the catalogue whose numbers live in product columns. */
export function numberOptions(metadata: CatalogMetadata): { option: OptionRow; column: OptionNumberColumn }[] {
  return metadata.options.flatMap((option) => {
    const column = numberColumnOf(option);
    return column ? [{ option, column }] : [];
  });
}
