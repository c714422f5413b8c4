import {
  catalogChoiceUrl,
  isIndexedChoice,
  parseCatalogLocation,
  readCatalogChoice,
  splitCatalogUrl,
  type CatalogAddress,
  type CatalogChoice,
  type CatalogUrlRules,
  type UrlOption,
  type UrlProblem,
  type UrlRange,
} from '@shop/shared/catalog-url';
import { badUserInput, notFound } from '../core/errors';
import type { CatalogMetadata, CategoryRow, OptionRow } from './catalog-metadata';
import { checkedRange, emptyFilter, type ProductFilter } from './product-filter';

/** An option as the shared URL rules name it, with its row and its values' nids by name. */
interface MetadataOption extends UrlOption {
  row: OptionRow;
  valueNids: ReadonlyMap<string, number>;
}

type MetadataRules = CatalogUrlRules<MetadataOption>;

interface UrlIndex {
  options: Map<string, MetadataOption>;
  rules: Map<number, MetadataRules>;
}

/** Per metadata (a new one comes with each catalogue version): its options by name and the rules made so far. */
const indexes = new WeakMap<CatalogMetadata, UrlIndex>();

function urlIndex(metadata: CatalogMetadata): UrlIndex {
  let index = indexes.get(metadata);
  if (!index) {
    const options = new Map<string, MetadataOption>();
    for (const row of metadata.options) {
      const values = metadata.valuesOf.get(row.nid) ?? [];
      const valueNids = new Map<string, number>();
      for (const value of values) if (!valueNids.has(value.name)) valueNids.set(value.name, value.nid);
      if (!options.has(row.name)) {
        options.set(row.name, {
          name: row.name,
          kind: row.valType === 'range' ? 'range' : 'select',
          values: values.map((value) => value.name),
          row,
          valueNids,
        });
      }
    }
    index = { options, rules: new Map() };
    indexes.set(metadata, index);
  }
  return index;
}

/** The shared URL rules of a category: its path (under its parent), its urlOptionsToFilter and optionsToFilter by name. */
export function catalogUrlRules(metadata: CatalogMetadata, category: CategoryRow): MetadataRules {
  const index = urlIndex(metadata);
  let rules = index.rules.get(category.nid);
  if (!rules) {
    const parent = category.topCategoryNid === null ? undefined : metadata.categoryByNid.get(category.topCategoryNid);
    const named = (nids: readonly number[]) => nids.flatMap((nid) => metadata.optionByNid.get(nid)?.name ?? []);
    rules = {
      categoryPath: parent ? [parent.path, category.path] : [category.path],
      pathOptions: named(category.urlOptionsToFilter),
      panelOptions: named(category.optionsToFilter),
      option: (name) => index.options.get(name),
    };
    index.rules.set(category.nid, rules);
  }
  return rules;
}

/** A filter's selections and ranges by names (options the catalogue does not have are left out). */
export function choiceOfFilter(metadata: CatalogMetadata, filter: ProductFilter): CatalogChoice {
  const values = new Map<string, string[]>();
  for (const [optionNid, nids] of filter.selections) {
    const option = metadata.optionByNid.get(optionNid);
    if (!option) continue;
    values.set(
      option.name,
      (metadata.valuesOf.get(optionNid) ?? []).filter((value) => nids.includes(value.nid)).map((value) => value.name),
    );
  }
  const ranges = new Map<string, UrlRange>();
  for (const [optionNid, range] of filter.ranges) {
    const option = metadata.optionByNid.get(optionNid);
    if (option) ranges.set(option.name, range);
  }
  return { values, ranges };
}

/** The canonical catalogue URL of a filter (the shared rules); the catalogue root without a category. */
export function catalogUrl(metadata: CatalogMetadata, filter: ProductFilter): string {
  return filter.category
    ? catalogChoiceUrl(catalogUrlRules(metadata, filter.category), choiceOfFilter(metadata, filter))
    : '/';
}

/** A filter's canonical URL and whether search engines index it (the shared rules); the root is not a page. */
export function catalogAddress(metadata: CatalogMetadata, filter: ProductFilter): CatalogAddress {
  if (!filter.category) return { url: '/', indexable: false };
  const rules = catalogUrlRules(metadata, filter.category);
  const choice = choiceOfFilter(metadata, filter);
  return { url: catalogChoiceUrl(rules, choice), indexable: isIndexedChoice(rules, choice) };
}

/**
 * The category a catalogue path names: its first segment, or the sub-category its second names.
 * A lookup string may name a sub-category by its own key (`/dlya-rakovini/splithh:/grohe`, as
 * the shared filterLookupUrl and filterCountsUrl build it).
 */
function categoryOf(
  metadata: CatalogMetadata,
  segments: string[],
  isLookup: boolean,
): { category: CategoryRow; rest: string[] } {
  const [first = '', second] = segments;
  const top = metadata.categoryByPath.get(first);
  if (isLookup && top && top.topCategoryNid !== null) return { category: top, rest: segments.slice(1) };
  if (!top || top.topCategoryNid !== null) throw notFound(`Категория «${first}» не найдена`);
  const child = (metadata.childrenOf.get(top.nid) ?? []).find((item) => item.path === second);
  return child ? { category: child, rest: segments.slice(2) } : { category: top, rest: segments.slice(1) };
}

/** The GraphQL error of a URL that does not read. */
function problemError(category: CategoryRow, problem: UrlProblem<MetadataOption>) {
  switch (problem.kind) {
    case 'path-value':
      return notFound(`В разделе «${category.rusName}» нет фильтра «${problem.segment}»`);
    case 'option':
      return badUserInput(`Неизвестный фильтр «${problem.key}»`);
    case 'range':
      return badUserInput(
        `Фильтр «${problem.option.row.rusName}» задаётся диапазоном, например ${problem.key}=1000-5000`,
      );
    case 'value':
      return badUserInput(`У фильтра «${problem.option.row.rusName}» нет значения «${problem.value}»`);
  }
}

/**
 * Reads a catalogue URL with the shared rules (@shop/shared/catalog-url), as the storefront
 * builds it: the category, path segments as values of its urlOptionsToFilter, query parameters
 * as filters (`brand=grohe,hansgrohe`, `price=1000-5000`). Also accepts the filter-count lookup
 * string `/{slug}/splithh:`. Unknown categories and path values are NOT_FOUND; bad query values
 * BAD_USER_INPUT.
 */
export function parseCatalogUrl(metadata: CatalogMetadata, url: string): ProductFilter {
  if (url.length > 2000) throw badUserInput('Слишком длинный url');
  const { pathname, search, isLookup } = splitCatalogUrl(url);
  if (!pathname.startsWith('/')) throw badUserInput('url должен начинаться с «/»');
  const location = parseCatalogLocation(pathname, search);
  if (!location) throw notFound(`«${pathname}» — не адрес каталога`);
  const { category, rest } = categoryOf(metadata, location.segments, isLookup);
  const reading = readCatalogChoice(catalogUrlRules(metadata, category), rest, location.filters, (option, range) => {
    checkedRange(option.row.rusName, range.min, range.max);
  });
  if (reading.problem) throw problemError(category, reading.problem);
  const filter = emptyFilter();
  filter.category = category;
  for (const [name, values] of reading.choice.values) {
    const option = urlIndex(metadata).options.get(name) as MetadataOption;
    filter.selections.set(
      option.row.nid,
      values.map((value) => option.valueNids.get(value) as number),
    );
  }
  for (const [name, range] of reading.choice.ranges)
    filter.ranges.set((urlIndex(metadata).options.get(name) as MetadataOption).row.nid, range);
  return filter;
}
