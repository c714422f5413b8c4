import type { FilterCountAllQuery } from '@shop/shared/graphql';

/** One value (or range) of a filter option with its count, as the filter panel shows it. */
export type FilterEntry = FilterCountAllQuery['filterCountAll'][number];
