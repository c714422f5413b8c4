/**
 * The photos staff upload (api/src/media/photos): one name for the API that makes and serves their renditions and
 * for the storefront that picks among them. A photo is known by the hash of the file uploaded (`key`, 32 hex
 * digits) and its size as shown (EXIF orientation applied). A product stores its photo as the address of its
 * largest JPEG rendition, `/media/photos/<key>-<width>x<height>.jpg`: a plain picture address for everything that
 * takes one (the feed, link previews, JSON-LD, an order's lines), from which the storefront derives the rest.
 */

/** The widths made of each photo, in pixels; never wider than the photo itself. */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1600] as const;
const LARGEST_WIDTH = Math.max(...PHOTO_WIDTHS);

/** The formats made at each width, the storefront's `<picture>` offering them in this order (the first a browser takes wins). */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A rendition's file extension and content type. */
export const PHOTO_FILES: Record<PhotoFormat, { extension: string; contentType: string }> = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
};

export const PHOTOS_PATH = '/media/photos';

/**
 * What an upload may be: its file's bytes, and its pixels as its header declares them (a decompression bomb is
 * refused before it is decoded). The back-office checks the size before sending; the API checks both.
 */
export const PHOTO_LIMITS = { bytes: 20 * 1024 * 1024, pixels: 40_000_000 } as const;

/** What a clerk reads beside a file of no bytes. */
export const PHOTO_EMPTY = 'Файл пуст';

/** What a clerk reads beside a file larger than PHOTO_LIMITS.bytes. */
export const PHOTO_TOO_LARGE = `Файл больше ${PHOTO_LIMITS.bytes / (1024 * 1024)} МБ: уменьшите фото или сохраните его с меньшим качеством`;

/** A photo as a product names it. */
export interface Photo {
  key: string;
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
}

const KEY = /^[0-9a-f]{32}$/;
const ADDRESS = /^\/media\/photos\/([0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})\.jpg$/;

export const isPhotoKey = (key: string): boolean => KEY.test(key);

/** The address a product stores for a photo: its largest JPEG rendition. */
export const photoAddress = ({ key, width, height }: Photo): string => `${PHOTOS_PATH}/${key}-${width}x${height}.jpg`;

/** The photo an address names, null for any other picture (a drawing, a photo on another host). */
export function photoOf(address: string): Photo | null {
  const match = ADDRESS.exec(address);
  if (!match) return null;
  return { key: match[1] as string, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths a photo `width` pixels wide is made at: the standard ones below it, and its own up to the largest. */
export function photoWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...PHOTO_WIDTHS.filter((standard) => standard < largest), largest];
}

/** A rendition's height at a width: the photo's proportions, rounded, at least a pixel. */
export const photoHeightAt = (photo: Photo, width: number): number =>
  Math.max(1, Math.round((photo.height * width) / photo.width));

/** A rendition's file name, as the store keeps it and /media/photos/ serves it: `<key>-<width>.<extension>`. */
export const photoRenditionName = (key: string, width: number, format: PhotoFormat): string =>
  `${key}-${width}.${PHOTO_FILES[format].extension}`;

/** The `srcset` of a photo in one format: every rendition with its width. */
export const photoSrcSet = (photo: Photo, format: PhotoFormat): string =>
  photoWidths(photo.width)
    .map((width) => `${PHOTOS_PATH}/${photoRenditionName(photo.key, width, format)} ${width}w`)
    .join(', ');

/**
 * How wide the storefront draws a product's photo at each screen width (the `sizes` of its renditions): a tile of
 * the catalogue's grid of one, two or three columns, and the product card's main picture (the whole screen on a
 * phone, its column beside the summary on a wide one). The card's server-rendered head preloads it with the same.
 */
export const PHOTO_SIZES = {
  tile: '(max-width: 37.5em) 100vw, (max-width: 56.25em) 50vw, 300px',
  card: '(max-width: 56.25em) 100vw, 480px',
} as const;

/** Which rendition `/media/photos/<file>` names, null for anything else (the address form names the largest JPEG). */
export function photoFileOf(file: string): { key: string; width: number; format: PhotoFormat } | null {
  const address = photoOf(`${PHOTOS_PATH}/${file}`);
  if (address) return { key: address.key, width: Math.max(...photoWidths(address.width)), format: 'jpeg' };
  const match = /^([0-9a-f]{32})-([1-9]\d{0,4})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return null;
  const format = PHOTO_FORMATS.find((candidate) => PHOTO_FILES[candidate].extension === match[3]) as PhotoFormat;
  return { key: match[1] as string, width: Number(match[2]), format };
}
