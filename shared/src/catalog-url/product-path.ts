import { addressNid } from '../routes/address-nid';

/** A product card's path: `/product/15`. */
export const productPath = (nid: number): string => `/product/${nid}`;

/** The nid of a product card's path (`/product/15`, also with a trailing slash), else null. */
export function productNidOfPath(pathname: string): number | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] === undefined ? null : addressNid(match[1]);
}
