import { FILTER_LOOKUP_MARKER, parseCatalogLocation } from '@shop/shared/catalog-url';
import { badUserInput, notFound } from '../core/errors';
import type { CatalogMetadata, CategoryRow } from './catalog-metadata';
import { checkedRange, emptyFilter, type ProductFilter } from './product-filter';

const RANGE_PATTERN = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

/**
 * The category a catalogue path names: its first segment, or the sub-category its second names.
 * A lookup string may name a sub-category by its own key (`/dlya-rakovini/splithh:/grohe`, as
 * the shared filterLookupUrl and filterCountsUrl build it).
 */
function categoryOf(metadata: CatalogMetadata, segments: string[], isLookup: boolean): { category: CategoryRow; rest: string[] } {
  const [first = '', second] = segments;
  const top = metadata.categoryByPath.get(first);
  if (isLookup && top && top.topCategoryNid !== null) return { category: top, rest: segments.slice(1) };
  if (!top || top.topCategoryNid !== null) throw notFound(`Категория «${first}» не найдена`);
  const child = (metadata.childrenOf.get(top.nid) ?? []).find((item) => item.path === second);
  return child ? { category: child, rest: segments.slice(2) } : { category: top, rest: segments.slice(1) };
}

/** A path segment after the category: a value of one of the category's urlOptionsToFilter (spec §2, §9). */
function pathValue(metadata: CatalogMetadata, category: CategoryRow, segment: string) {
  for (const optionNid of category.urlOptionsToFilter) {
    const value = (metadata.valuesOf.get(optionNid) ?? []).find((item) => item.name === segment);
    if (value) return value;
  }
  throw notFound(`В разделе «${category.rusName}» нет фильтра «${segment}»`);
}

/**
 * Reads a catalogue URL as the storefront builds it (the same @shop/shared rules): the
 * category, path segments as values of its urlOptionsToFilter, query parameters as filters
 * (`brand=grohe,hansgrohe`, `price=1000-5000`). Also accepts the filter-count lookup string
 * `/{slug}/splithh:`. Unknown categories and path values are NOT_FOUND; bad query values
 * BAD_USER_INPUT.
 */
export function parseCatalogUrl(metadata: CatalogMetadata, url: string): ProductFilter {
  if (url.length > 2000) throw badUserInput('Слишком длинный url');
  // The lookup string `/{slug}/splithh:` may carry the page's selection after the marker:
  // `/dlya-rakovini/splithh:/grohe?color=hrom`.
  const markerAt = url.indexOf(`/${FILTER_LOOKUP_MARKER}`);
  const isLookup = markerAt !== -1;
  const lookup = isLookup ? url.slice(0, markerAt) + url.slice(markerAt + FILTER_LOOKUP_MARKER.length + 1) : url;
  const queryStart = lookup.indexOf('?');
  const pathname = queryStart === -1 ? lookup : lookup.slice(0, queryStart);
  const search = queryStart === -1 ? '' : lookup.slice(queryStart + 1);
  if (!pathname.startsWith('/')) throw badUserInput('url должен начинаться с «/»');
  const location = parseCatalogLocation(pathname, search);
  if (!location) throw notFound(`«${pathname}» — не адрес каталога`);
  const filter = emptyFilter();
  const { category, rest } = categoryOf(metadata, location.segments, isLookup);
  filter.category = category;
  for (const segment of rest) {
    const value = pathValue(metadata, category, segment);
    filter.selections.set(value.optionNid, [...(filter.selections.get(value.optionNid) ?? []), value.nid]);
  }
  for (const [key, rawValues] of Object.entries(location.filters)) {
    const option = metadata.optionByName.get(key);
    if (!option) throw badUserInput(`Неизвестный фильтр «${key}»`);
    if (option.valType === 'range') {
      const match = rawValues.length === 1 ? RANGE_PATTERN.exec(rawValues[0] ?? '') : null;
      if (!match || (match[1] === undefined && match[2] === undefined)) {
        throw badUserInput(`Фильтр «${option.rusName}» задаётся диапазоном, например ${key}=1000-5000`);
      }
      const bound = (text?: string) => (text === undefined ? null : Number(text));
      filter.ranges.set(option.nid, checkedRange(option.rusName, bound(match[1]), bound(match[2])));
      continue;
    }
    const values = (metadata.valuesOf.get(option.nid) ?? []);
    const names = rawValues.flatMap((raw) => raw.split(',')).filter(Boolean);
    const nids = names.map((name) => {
      const value = values.find((item) => item.name === name);
      if (!value) throw badUserInput(`У фильтра «${option.rusName}» нет значения «${name}»`);
      return value.nid;
    });
    filter.selections.set(option.nid, [...new Set([...(filter.selections.get(option.nid) ?? []), ...nids])]);
  }
  return filter;
}
