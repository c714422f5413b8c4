import { XMLBuilder } from 'fast-xml-parser';

/**
 * Elements of the published XML are written by fast-xml-parser's builder, which escapes every text and attribute
 * (`&`, `<`, `>`, `"`, `'`). Each element is built alone, so a document is written in parts and a sitemap file is
 * cut where its limits say. (xmlbuilder2 took 2.5 s for 50 000 sitemap entries and 30 s for as many offers; this
 * builder 0.25 s and 0.85 s.)
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  // `available="true"` is written out, never as a bare attribute name.
  suppressBooleanAttributes: false,
  // An element with attributes only closes itself: `<currency id="RUR" rate="1"/>`.
  suppressEmptyNode: true,
});

/** An element (or several, side by side) from an object: keys are names, `@`-keys attributes, arrays repeat. */
export const xmlElements = (elements: Record<string, unknown>): string => builder.build(elements) as string;

/** The XML declaration every published document starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Characters XML 1.0 does not allow (controls, unpaired surrogates, U+FFFE/U+FFFF): escaping cannot save them. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text from the database as an XML document may carry it: what XML cannot hold removed. */
export const xmlText = (text: string): string => text.replace(NOT_XML, '');

/**
 * Plain text of at most `limit` characters: whitespace runs made one space, cut at the last word that fits with an
 * ellipsis after it.
 */
export function boundedText(text: string, limit: number): string {
  const plain = xmlText(text).replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A moment in the W3C datetime format sitemaps use, to the second: `2026-03-01T11:05:00Z`. */
export const w3cDatetime = (milliseconds: number): string => `${new Date(milliseconds).toISOString().slice(0, 19)}Z`;

/** A path on the shop's origin as an absolute URL; an absolute one stays as it is. Null for what is no URL. */
export function absoluteUrl(origin: string, path: string): string | null {
  try {
    const url = new URL(path, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
