/** A catalogue category as the API lists it: a sub-category names its top category. */
interface CategoryRow {
  nid: number;
  rusName: string;
  topCategoryNid: number | null;
}

export interface CategoryOption {
  nid: number;
  /** «Смесители → Смесители для раковины» for a sub-category. */
  label: string;
}

/** The categories as a select lists them: each top category followed by its sub-categories. */
export function categoryOptions(categories: readonly CategoryRow[]): CategoryOption[] {
  const known = new Set(categories.map((category) => category.nid));
  const tops = categories.filter((category) => category.topCategoryNid === null || !known.has(category.topCategoryNid));
  return tops.flatMap((top) => [
    { nid: top.nid, label: top.rusName },
    ...categories
      .filter((category) => category.topCategoryNid === top.nid)
      .map((child) => ({ nid: child.nid, label: `${top.rusName} → ${child.rusName}` })),
  ]);
}
