/** A range option's bounds; null leaves that side open. */
export interface UrlRange {
  min: number | null;
  max: number | null;
}

/**
 * What a catalogue URL chooses, by names: the selected values of select options and the bounds
 * of range options. Options keep the order they were named in (a URL's order); the builder
 * puts them in the canonical order.
 */
export interface CatalogChoice {
  values: ReadonlyMap<string, readonly string[]>;
  ranges: ReadonlyMap<string, UrlRange>;
}

/** An option as URLs name it. */
export interface UrlOption {
  name: string;
  kind: 'select' | 'range';
  /** A select option's value names, in the catalogue's order. */
  values: readonly string[];
}

/**
 * What building and reading one category's URLs needs to know of the catalogue. The API makes
 * it from its metadata, the browser from the facets on screen.
 */
export interface CatalogUrlRules<Option extends UrlOption = UrlOption> {
  /** The category's path: `['smesiteli']`, or the parent's path first: `['smesiteli', 'dlya-rakovini']`. */
  categoryPath: readonly string[];
  /** The options whose values are path segments, in order (the category's urlOptionsToFilter). */
  pathOptions: readonly string[];
  /** The panel's options in order (the category's optionsToFilter): the order of the query; other options follow. */
  panelOptions: readonly string[];
  /** An option by its name; undefined when the rules do not know it. */
  option(name: string): Option | undefined;
}

export const NO_RANGE: UrlRange = { min: null, max: null };

/** A range as a URL writes it: `1000-5000`, `1000-`, `-5000`. */
export const rangeText = ({ min, max }: UrlRange): string => `${min ?? ''}-${max ?? ''}`;

/** Whether two ranges have the same bounds. */
export const sameRange = (a: UrlRange, b: UrlRange): boolean => a.min === b.min && a.max === b.max;

/** Whether a value of an option is chosen. */
export const isChosen = (choice: CatalogChoice, option: string, value: string): boolean =>
  choice.values.get(option)?.includes(value) ?? false;

/** The chosen values of an option in the catalogue's order (values the rules do not know are left out). */
function valuesInOrder(rules: CatalogUrlRules, option: string, chosen: readonly string[] | undefined): string[] {
  if (!chosen?.length) return [];
  return (rules.option(option)?.values ?? []).filter((value) => chosen.includes(value));
}

/**
 * The canonical URL of a choice: the category path, the values of the path options as further
 * segments (options in their order, values in the catalogue's), then the other options as query
 * parameters (the panel's order, then any other in the choice's order): `brand=a,b` (commas
 * unescaped) or `price=1000-5000`. No page, no sort.
 */
export function catalogChoiceUrl(rules: CatalogUrlRules, choice: CatalogChoice): string {
  const { pathOptions } = rules;
  const segments = [...rules.categoryPath];
  for (const option of pathOptions) segments.push(...valuesInOrder(rules, option, choice.values.get(option)));
  const query = new URLSearchParams();
  const seen = new Set<string>();
  for (const name of [...rules.panelOptions, ...choice.values.keys(), ...choice.ranges.keys()]) {
    if (pathOptions.includes(name) || seen.has(name)) continue;
    seen.add(name);
    if (!rules.option(name)) continue;
    const values = valuesInOrder(rules, name, choice.values.get(name));
    if (values.length > 0) query.set(name, values.join(','));
    const range = choice.ranges.get(name);
    if (range && (range.min !== null || range.max !== null)) query.set(name, rangeText(range));
  }
  const search = query.toString().replace(/%2C/g, ',');
  return `/${segments.join('/')}${search ? `?${search}` : ''}`;
}

/** The same choice with one value added to or taken from its option. */
export function toggledValue(choice: CatalogChoice, option: string, value: string): CatalogChoice {
  const values = new Map(choice.values);
  const current = values.get(option) ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  if (next.length > 0) values.set(option, next);
  else values.delete(option);
  return { values, ranges: choice.ranges };
}

/** The same choice without an option's range. */
export function withoutRange(choice: CatalogChoice, option: string): CatalogChoice {
  const ranges = new Map(choice.ranges);
  ranges.delete(option);
  return { values: choice.values, ranges };
}

/** A URL with one more query parameter `name=min-max` at its end. */
export function appendRange(url: string, option: string, range: UrlRange): string {
  return `${url}${url.includes('?') ? '&' : '?'}${option}=${rangeText(range)}`;
}

/**
 * Where ticking (`checked`) or unticking a value leads: the canonical URL with the value added or
 * taken away; null when it is so already. The API's `urlOptionsToFilter` of an unselected value
 * and `dilemmaRemoveOption` of a selected one.
 */
export function valueClickUrl(
  rules: CatalogUrlRules,
  choice: CatalogChoice,
  option: string,
  value: string,
  checked: boolean,
): string | null {
  if (isChosen(choice, option, value) === checked) return null;
  return catalogChoiceUrl(rules, toggledValue(choice, option, value));
}

/** The canonical URL without an option's range: the API's `urlOptionsToFilter` of a range (and its `dilemmaRemoveOption` when one is set). */
export function rangeRemovedUrl(rules: CatalogUrlRules, choice: CatalogChoice, option: string): string {
  return catalogChoiceUrl(rules, withoutRange(choice, option));
}

/**
 * Where applying bounds to a range option leads: the URL without the option's range, then
 * `name=min-max` at the end (both open: without it); null when those are its bounds already.
 */
export function rangeClickUrl(
  rules: CatalogUrlRules,
  choice: CatalogChoice,
  option: string,
  range: UrlRange,
): string | null {
  if (sameRange(choice.ranges.get(option) ?? NO_RANGE, range)) return null;
  const without = rangeRemovedUrl(rules, choice, option);
  return range.min === null && range.max === null ? without : appendRange(without, option, range);
}

/** A filter URL that keeps the shopper's chosen sort of `currentSearch` (filters reset the page). */
export function keepSort(url: string, currentSearch: string): string {
  const sort = new URLSearchParams(currentSearch).get('sort');
  if (!sort) return url;
  return `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`;
}
