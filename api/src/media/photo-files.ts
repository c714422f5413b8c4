import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  PHOTO_FILES,
  PHOTO_EMPTY,
  PHOTO_FORMATS,
  PHOTO_LIMITS,
  PHOTO_TOO_LARGE,
  photoHeightAt,
  photoRenditionName,
  photoWidths,
  type Photo,
  type PhotoFormat,
} from '@shop/shared/catalog-url';
import type { UploadedFormat } from '../db/media-schema';

/** What a clerk reads beside a file that is refused. */
export const PHOTO_REFUSALS = {
  empty: PHOTO_EMPTY,
  tooLarge: PHOTO_TOO_LARGE,
  notAPhoto: 'Это не фото: принимаются файлы JPEG, PNG, WebP и AVIF',
  tooManyPixels: (megapixels: number) =>
    `В фото ${megapixels.toLocaleString('ru-RU')} Мп, а можно не больше ${PHOTO_LIMITS.pixels / 1_000_000}: уменьшите его`,
  damaged: 'Файл повреждён или загружен не целиком: фото не читается',
} as const;

/** A file that passed the checks made before its pixels are decoded. */
export interface InspectedPhoto extends Photo {
  format: UploadedFormat;
  bytes: number;
}

/** The photo's key: the hash of the file's bytes (the first 128 bits of SHA-256, in hex). */
const photoKeyOf = (data: Buffer): string => createHash('sha256').update(data).digest('hex').slice(0, 32);

const formatOf = ({ format, compression }: Metadata): UploadedFormat | null => {
  if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
  // AVIF is HEIF with AV1 inside; HEIC (HEVC) is not taken: browsers do not show it.
  if (format === 'heif' && compression === 'av1') return 'avif';
  return null;
};

/**
 * What a file is, from its content alone (not its name or the type a browser claims), read from its header: the
 * pixels are not decoded, so a decompression bomb is refused by the size it declares. A truncated file whose
 * header is whole passes here and is refused by the job that decodes it (`renditionsOf`).
 */
export async function inspectPhoto(data: Buffer): Promise<InspectedPhoto | { refusal: string }> {
  if (data.length === 0) return { refusal: PHOTO_REFUSALS.empty };
  if (data.length > PHOTO_LIMITS.bytes) return { refusal: PHOTO_REFUSALS.tooLarge };
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return { refusal: PHOTO_REFUSALS.notAPhoto };
  }
  const format = formatOf(metadata);
  const { width, height } = metadata.autoOrient;
  if (!format || !width || !height) return { refusal: PHOTO_REFUSALS.notAPhoto };
  // An animation's frames are stacked in `height`: its first frame is what is shown.
  const shownHeight = metadata.pages && metadata.pageHeight ? metadata.pageHeight : height;
  const pixels = width * height;
  if (pixels > PHOTO_LIMITS.pixels) return { refusal: PHOTO_REFUSALS.tooManyPixels(Math.ceil(pixels / 1_000_000)) };
  return { key: photoKeyOf(data), format, width, height: shownHeight, bytes: data.length };
}

/** How each format is encoded: what a photo on a product card looks right at, for the fewest bytes. */
const ENCODINGS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
  // A JPEG has no transparency: a transparent PNG's background is the shop's white.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/** A rendition made: its store name, bytes and type. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  format: PhotoFormat;
  data: Buffer;
  contentType: string;
}

export class DamagedPhoto extends Error {
  constructor(cause: unknown) {
    super(PHOTO_REFUSALS.damaged, { cause });
    this.name = 'DamagedPhoto';
  }
}

/**
 * Every rendition of a photo (PHOTO_WIDTHS × PHOTO_FORMATS, never wider than the photo): decoded once, to the
 * largest width, with EXIF orientation applied, colours in sRGB and all metadata left out (no camera, no GPS);
 * the smaller widths are made from that. A file that does not decode to its end is a DamagedPhoto.
 */
export async function renditionsOf(original: Buffer, photo: Photo): Promise<Rendition[]> {
  const widths = photoWidths(photo.width);
  const largest = Math.max(...widths);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(original, { failOn: 'truncated', limitInputPixels: PHOTO_LIMITS.pixels, pages: 1 })
      .autoOrient()
      .resize({ width: largest, height: photoHeightAt(photo, largest), fit: 'fill' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new DamagedPhoto(error);
  }
  const { width, height, channels } = decoded.info;
  const renditions: Rendition[] = [];
  for (const at of widths) {
    for (const format of PHOTO_FORMATS) {
      const image = sharp(decoded.data, { raw: { width, height, channels } }).resize({
        width: at,
        height: photoHeightAt(photo, at),
        fit: 'fill',
      });
      renditions.push({
        name: `photos/${photoRenditionName(photo.key, at, format)}`,
        width: at,
        height: photoHeightAt(photo, at),
        format,
        data: await ENCODINGS[format](image).toBuffer(),
        contentType: PHOTO_FILES[format].contentType,
      });
    }
  }
  return renditions;
}
