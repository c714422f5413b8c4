import type { CatalogChoice, CatalogUrlRules, UrlOption, UrlRange } from './catalog-links';
import { FILTER_LOOKUP_MARKER, type CatalogFilters } from './catalog-location';

/** A URL given to the API taken apart: the filter-count lookup marker taken out. */
export interface SplitCatalogUrl {
  pathname: string;
  search: string;
  /** Whether it was a lookup string `/{slug}/splithh:…`, which may name a sub-category by its own key. */
  isLookup: boolean;
}

/**
 * Splits a catalogue URL into path and query. The lookup string `/{slug}/splithh:` may carry the
 * page's selection after the marker (`/dlya-rakovini/splithh:/grohe?color=hrom`); the marker is
 * taken out.
 */
export function splitCatalogUrl(url: string): SplitCatalogUrl {
  const markerAt = url.indexOf(`/${FILTER_LOOKUP_MARKER}`);
  const isLookup = markerAt !== -1;
  const rest = isLookup ? url.slice(0, markerAt) + url.slice(markerAt + FILTER_LOOKUP_MARKER.length + 1) : url;
  const queryStart = rest.indexOf('?');
  return {
    pathname: queryStart === -1 ? rest : rest.slice(0, queryStart),
    search: queryStart === -1 ? '' : rest.slice(queryStart + 1),
    isLookup,
  };
}

const RANGE_PATTERN = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

/** A range parameter's value (`1000-5000`, `1000-`, `-5000`); null when it is not one. */
export function rangeOfText(text: string): UrlRange | null {
  const match = RANGE_PATTERN.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const bound = (digits?: string) => (digits === undefined ? null : Number(digits));
  return { min: bound(match[1]), max: bound(match[2]) };
}

/** Why a URL does not read as a choice of the rules' category. */
export type UrlProblem<Option extends UrlOption = UrlOption> =
  /** A path segment that is no value of a path option. */
  | { kind: 'path-value'; segment: string }
  /** A query parameter that names no option. */
  | { kind: 'option'; key: string }
  /** A range option's parameter that is not one range. */
  | { kind: 'range'; key: string; option: Option }
  /** A value that the option does not have. */
  | { kind: 'value'; key: string; option: Option; value: string };

export type ChoiceReading<Option extends UrlOption = UrlOption> =
  { choice: CatalogChoice; problem?: undefined } | { choice?: undefined; problem: UrlProblem<Option> };

/**
 * Reads what a catalogue URL chooses: `segments` are the path segments after the category (each
 * a value of one of the path options), `filters` the query parameters but the view ones (values
 * `a,b` or repeated; ranges `min-max`). The first thing that does not read is the problem.
 * `checkRange` may refuse a range's bounds by throwing.
 */
export function readCatalogChoice<Option extends UrlOption>(
  rules: CatalogUrlRules<Option>,
  segments: readonly string[],
  filters: CatalogFilters,
  checkRange?: (option: Option, range: UrlRange) => void,
): ChoiceReading<Option> {
  const values = new Map<string, string[]>();
  const ranges = new Map<string, UrlRange>();
  for (const segment of segments) {
    const option = rules.pathOptions.find((name) => rules.option(name)?.values.includes(segment));
    if (option === undefined) return { problem: { kind: 'path-value', segment } };
    values.set(option, [...(values.get(option) ?? []), segment]);
  }
  for (const [key, raw] of Object.entries(filters)) {
    const option = rules.option(key);
    if (!option) return { problem: { kind: 'option', key } };
    if (option.kind === 'range') {
      const range = raw.length === 1 ? rangeOfText(raw[0] ?? '') : null;
      if (!range) return { problem: { kind: 'range', key, option } };
      checkRange?.(option, range);
      ranges.set(key, range);
      continue;
    }
    const names = raw.flatMap((text) => text.split(',')).filter(Boolean);
    const unknown = names.find((name) => !option.values.includes(name));
    if (unknown !== undefined) return { problem: { kind: 'value', key, option, value: unknown } };
    values.set(key, [...new Set([...(values.get(key) ?? []), ...names])]);
  }
  return { choice: { values, ranges } };
}
