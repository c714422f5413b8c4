/** A product card's `:nid` as a number: a whole positive number of at most 9 digits, else null. */
export function productNid(segment: string): number | null {
  if (!/^\d{1,9}$/.test(segment)) return null;
  const nid = Number(segment);
  return nid >= 1 ? nid : null;
}

/** The nid of a product card's path (`/product/15`, also with a trailing slash), else null. */
export function productNidOfPath(pathname: string): number | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] === undefined ? null : productNid(match[1]);
}
