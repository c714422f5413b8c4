/**
 * A number in an address (`/product/:nid`, `/dmn/shipments/:nid`): a whole positive number of at most 9 digits,
 * written in plain digits, else null — `1e3`, `0x10`, ` 12` or `12.0` name nothing, so a page says «не найдено»
 * instead of opening another document.
 */
export function addressNid(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,9}$/.test(segment)) return null;
  const nid = Number(segment);
  return nid >= 1 ? nid : null;
}
