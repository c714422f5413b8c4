import type { CatalogMetadata, CategoryRow } from './catalog-metadata';
import type { NumberRange, ProductFilter } from './product-filter';

/** The canonical catalogue URL of a filter: url options as path segments, the rest as query parameters. */
export function catalogUrl(metadata: CatalogMetadata, filter: ProductFilter): string {
  const category = filter.category;
  if (!category) return '/';
  const parent = category.topCategoryNid === null ? null : metadata.categoryByNid.get(category.topCategoryNid);
  const segments = parent ? [parent.path, category.path] : [category.path];
  const query = new URLSearchParams();
  const selected = [...filter.selections.keys()];
  const inPath = category.urlOptionsToFilter;
  const inQuery = [...category.optionsToFilter, ...selected, ...filter.ranges.keys()].filter(
    (nid, index, all) => !inPath.includes(nid) && all.indexOf(nid) === index,
  );
  for (const optionNid of inPath) {
    for (const value of valuesInOrder(metadata, optionNid, filter.selections.get(optionNid))) segments.push(value);
  }
  for (const optionNid of inQuery) {
    const option = metadata.optionByNid.get(optionNid);
    if (!option) continue;
    const values = valuesInOrder(metadata, optionNid, filter.selections.get(optionNid));
    if (values.length > 0) query.set(option.name, values.join(','));
    const range = filter.ranges.get(optionNid);
    if (range && (range.min !== null || range.max !== null)) query.set(option.name, rangeText(range));
  }
  const search = query.toString().replace(/%2C/g, ',');
  return `/${segments.join('/')}${search ? `?${search}` : ''}`;
}

const rangeText = ({ min, max }: NumberRange) => `${min ?? ''}-${max ?? ''}`;

function valuesInOrder(metadata: CatalogMetadata, optionNid: number, selected: readonly number[] | undefined): string[] {
  if (!selected?.length) return [];
  return (metadata.valuesOf.get(optionNid) ?? []).filter((value) => selected.includes(value.nid)).map((value) => value.name);
}

/** The same filter with one value added to or taken from its option's selection. */
export function toggledValue(filter: ProductFilter, optionNid: number, valueNid: number): ProductFilter {
  const selections = new Map(filter.selections);
  const current = selections.get(optionNid) ?? [];
  const next = current.includes(valueNid) ? current.filter((nid) => nid !== valueNid) : [...current, valueNid];
  if (next.length > 0) selections.set(optionNid, next);
  else selections.delete(optionNid);
  return { ...filter, selections };
}

/** The same filter without an option's range. */
export function withoutRange(filter: ProductFilter, optionNid: number): ProductFilter {
  const ranges = new Map(filter.ranges);
  ranges.delete(optionNid);
  return { ...filter, ranges };
}

/** The same filter in another category (sub-category links keep the selection). */
export const inCategory = (filter: ProductFilter, category: CategoryRow): ProductFilter => ({ ...filter, category });
