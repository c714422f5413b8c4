/** What the product form needs to know of an option (getOptions gives more). */
export interface FormOption {
  nid: number;
  /** Query parameter name: brand, price. */
  name: string;
  rusName: string;
  valType: string;
}

/** What the product form needs to know of a category (getCategories gives more). */
export interface FormCategory {
  nid: number;
  optionsToFilter: readonly number[];
  optionsForPropertiesDetail: readonly number[];
}

/** Options every product has, whatever its category: the first fields of the form. */
export const PRODUCT_CARD_OPTIONS = ['brand', 'country', 'collection'] as const;

/** Options a product cannot be saved without (their columns are required). */
export const REQUIRED_PRODUCT_OPTIONS: readonly string[] = ['brand', 'country'];

/** The price is a field of its own: the price option filters on the price a buyer pays. */
const NOT_EDITED_AS_OPTION: readonly string[] = ['price'];

/**
 * The options the product form edits for a category, in form order: brand, country and
 * collection, then the category's filter and property-table options. The back-office and
 * the API both take the list from here, so they always agree on what a save may change.
 */
export function productFormOptions<Option extends FormOption>(
  category: FormCategory | null | undefined,
  options: readonly Option[],
): Option[] {
  const byNid = new Map(options.map((option) => [option.nid, option]));
  const card = PRODUCT_CARD_OPTIONS.flatMap((name) => options.filter((option) => option.name === name));
  const own = [...(category?.optionsToFilter ?? []), ...(category?.optionsForPropertiesDetail ?? [])].flatMap((nid) => {
    const option = byNid.get(nid);
    return option ? [option] : [];
  });
  const seen = new Set<number>();
  return [...card, ...own].filter((option) => {
    if (seen.has(option.nid) || NOT_EDITED_AS_OPTION.includes(option.name)) return false;
    seen.add(option.nid);
    return true;
  });
}
