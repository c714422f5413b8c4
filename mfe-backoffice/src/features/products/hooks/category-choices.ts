import type { CatalogueCategory } from './product-form-values';

export interface CategoryChoice {
  nid: number;
  /** «Смесители → Смесители для раковины» for a sub-category. */
  label: string;
}

/** The categories as a select lists them: each top category followed by its sub-categories. */
export function categoryChoices(categories: readonly CatalogueCategory[]): CategoryChoice[] {
  const byNid = new Map(categories.map((category) => [category.nid, category]));
  const tops = categories.filter((category) => category.topCategoryNid === null || !byNid.has(category.topCategoryNid));
  return tops.flatMap((top) => [
    { nid: top.nid, label: top.rusName },
    ...categories
      .filter((category) => category.topCategoryNid === top.nid)
      .map((child) => ({ nid: child.nid, label: `${top.rusName} → ${child.rusName}` })),
  ]);
}
