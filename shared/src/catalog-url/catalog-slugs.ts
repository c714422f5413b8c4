/** First path segments that are never catalogue paths (requirements §2). */
export const RESERVED_SEGMENTS: readonly string[] = [
  'product',
  'contacts',
  'company',
  'return',
  'guarantee',
  'payment',
  'delivery',
  'auth',
  'cart',
  'dmn',
  'search',
];

/** Category slugs whose pages have a filter panel (requirements §2), in catalogue order. */
export const FILTERABLE_SLUGS: readonly string[] = [
  'mebel',
  'rakovini',
  'smesiteli',
  'dush',
  'dushevie-ograzdenia',
  'vanni',
  'unitazi',
  'bide',
  'pissuari',
  'installacii',
  'polotencesushiteli',
  'aksessuari',
  'sliv-sifon',
  'vodoprovod',
  'part-sanitary',
];

/** Sub-categories of a filterable category: `/{parent}/{child}` is a sub-category key (requirements §2). */
export const SUB_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  smesiteli: ['dlya-rakovini', 'dlya-vanni'],
  dush: ['dushevie-shlangi', 'dushevie-garnituri', 'verhniy-dush'],
  'part-sanitary': ['part-smesiteli', 'part-toilet', 'part-dush'],
};

/** Option nids whose values go into the path, per category slug (requirements §9); others: none. */
const SMESITELI_OPTIONS = [10, 78, 25, 16];
const BRAND_OPTION = [10];
export const URL_OPTIONS_TO_FILTER: Readonly<Record<string, readonly number[]>> = {
  smesiteli: SMESITELI_OPTIONS,
  'dlya-rakovini': SMESITELI_OPTIONS,
  'dlya-vanni': SMESITELI_OPTIONS,
  dush: BRAND_OPTION,
  'dushevie-shlangi': BRAND_OPTION,
  'dushevie-garnituri': BRAND_OPTION,
  'verhniy-dush': BRAND_OPTION,
  'dushevie-ograzdenia': BRAND_OPTION,
  'part-sanitary': BRAND_OPTION,
  'part-smesiteli': BRAND_OPTION,
  'part-toilet': BRAND_OPTION,
  'part-dush': BRAND_OPTION,
  unitazi: [22, 10, 49, 25],
};

export function isReservedSegment(segment: string): boolean {
  return RESERVED_SEGMENTS.includes(segment);
}

export function isFilterableSlug(slug: string): boolean {
  return FILTERABLE_SLUGS.includes(slug);
}

/** Whether `/{parent}/{child}` is a known sub-category key. */
export function isSubCategory(parent: string, child: string | undefined): boolean {
  // Own keys only: `/constructor/x` must not reach Object.prototype.
  if (child === undefined || !Object.hasOwn(SUB_CATEGORIES, parent)) return false;
  return SUB_CATEGORIES[parent]?.includes(child) ?? false;
}

/** The option nids a category's path segments may name (requirements §9). */
export function urlOptionsToFilter(slug: string): readonly number[] {
  return (Object.hasOwn(URL_OPTIONS_TO_FILTER, slug) ? URL_OPTIONS_TO_FILTER[slug] : undefined) ?? [];
}
