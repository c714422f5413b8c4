/**
 * Which addresses may name a product's picture: one rule for the back-office's form, the API that stores what the
 * form sends, and everything that publishes a stored picture (the Yandex Market feed, the page head's Open Graph
 * tags and JSON-LD). A picture is either a photo on some https host or one of the shop's own under /media; anything
 * else would be a link to where the shop never meant to send its readers (`//evil.example/x.png` goes to another
 * host in every reader, `javascript:` and `data:` are no pictures, `http:` is mixed content).
 */

/**
 * Whitespace, control and format characters (zero-width spaces, bidi overrides), lone surrogates, unassigned and
 * private-use code points, and backslashes, which browsers read as slashes (`/\evil.example` is another host).
 */
const UNSAFE = /[\s\p{C}\\]/u;

/** `/media/<segment>/…`: unreserved URL characters only, so no query, fragment or escape may hide a dot segment. */
const MEDIA_PATH = /^\/media(?:\/[A-Za-z0-9._~-]+)+$/;

const isMediaPath = (url: string): boolean =>
  MEDIA_PATH.test(url) && url.split('/').every((segment) => segment !== '.' && segment !== '..');

/** An absolute `https://` address of a host, spelt so (not `HTTPS:`, `https:/`), without user or password. */
function isHttpsUrl(url: string): boolean {
  if (!url.startsWith('https://')) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** Whether an address may name a product's picture: an absolute `https://…` URL, or a path under the shop's `/media/`. */
export function isPictureAddress(url: string): boolean {
  if (UNSAFE.test(url)) return false;
  return url.startsWith('/') ? isMediaPath(url) : isHttpsUrl(url);
}
