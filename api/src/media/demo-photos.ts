import { renderAsync } from '@resvg/resvg-js';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { photoAddress } from '@shop/shared/catalog-url';
import { selectRows, type ShopDatabase } from '../db/open-database';
import type { MediaStore } from './media-store';
import { productPictureOf } from './pictures';
import { PhotoWorker } from './photo-worker';
import { uploadPhoto } from './photos';

/** Who the demo photos are uploaded by, as the photos table names an uploader. */
const DEMO_UPLOADER = 'demo-catalogue';
const DRAWN = /^\/media\/products\/([a-z0-9-]+)\.svg$/;
/** Photos made at once: sharp encodes each in threads of its own, two keep both cores of a small machine busy. */
const AT_ONCE = 2;

export interface DemoPhotoOptions {
  /** The photos' width in pixels (they are square, as the drawings are). */
  width?: number;
  /** Told of each drawing as its photo is made. */
  onPhoto?: (drawing: string, milliseconds: number) => void;
}

/**
 * Gives the demo catalogue raster photos (api/README.md, «Photos»): each product drawing its products show first
 * (`/media/products/<type>-<colour>.svg`) is drawn as a JPEG, uploaded as a clerk's photo would be (uploadPhoto),
 * rendered by the photo worker, and put in its products' pictures in place of the drawing. So `npm start` and the
 * benchmarks run the whole pipeline on real image files. The schemes stay drawings. How many photos were made.
 */
export async function photographDemoCatalogue(
  database: ShopDatabase,
  store: MediaStore,
  { width = 800, onPhoto }: DemoPhotoOptions = {},
): Promise<number> {
  const drawings = await selectRows<{ imageUrl: string }>(
    database.db,
    sql`SELECT DISTINCT image_url AS "imageUrl" FROM products WHERE image_url LIKE '/media/products/%.svg' ORDER BY 1`,
  );
  const worker = new PhotoWorker(database, store);
  let next = 0;
  let made = 0;
  const photograph = async () => {
    for (let index = next++; index < drawings.length; index = next++) {
      const drawing = (drawings[index] as { imageUrl: string }).imageUrl;
      const svg = productPictureOf(DRAWN.exec(drawing)?.[1] ?? '');
      if (!svg) continue;
      const started = performance.now();
      const png = (
        await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
      ).asPng();
      const jpeg = await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      const uploaded = await uploadPhoto(database.db, store, jpeg, DEMO_UPLOADER);
      if ('refusal' in uploaded) throw new Error(`The demo photo of ${drawing} was refused: ${uploaded.refusal}`);
      await worker.process(uploaded.photo.key);
      const address = photoAddress(uploaded.photo);
      await database.db.execute(
        sql`UPDATE products SET image_url = ${address}, images = array_replace(images, ${drawing}, ${address})
            WHERE image_url = ${drawing}`,
      );
      made += 1;
      onPhoto?.(drawing, performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, photograph));
  return made;
}
