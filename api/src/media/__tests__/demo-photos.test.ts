// The demo catalogue's photos (api/README.md, «Photos»): each product drawing becomes a JPEG photo uploaded and
// rendered as a clerk's would be, named by its products in place of the drawing; the schemes stay drawings.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoOf } from '@shop/shared/catalog-url';
import { seedCatalogue } from '../../seed/seed-catalogue';
import { openTestDatabase } from '../../testing/test-database';
import { photographDemoCatalogue } from '../demo-photos';
import { directoryStore } from '../media-store';

it('makes a READY photo of each drawing its products show first, and puts it in their pictures; a second run makes none', async () => {
  const { database, drop } = await openTestDatabase('pglite');
  try {
    await seedCatalogue(database, 40);
    const store = directoryStore(mkdtempSync(path.join(tmpdir(), 'shop-demo-photos-')));
    const before = await database.query<{ nid: number; images: string[] }>(
      'SELECT nid, images FROM products ORDER BY nid',
    );
    const drawings = new Set(before.map((product) => product.images[0]));
    const made = await photographDemoCatalogue(database, store, { width: 240 });
    expect(made).toBe(drawings.size);

    const after = await database.query<{ nid: number; images: string[]; image_url: string }>(
      'SELECT nid, images, image_url FROM products ORDER BY nid',
    );
    for (const [index, product] of after.entries()) {
      const photo = photoOf(product.image_url);
      expect(photo).toMatchObject({ width: 240, height: 240 });
      expect(product.images).toEqual([product.image_url, before[index]?.images[1]]);
      expect(product.images[1]).toMatch(/^\/media\/schemes\/.+\.svg$/);
    }
    // The same drawing is one photo for all its products.
    expect(new Set(after.map((product) => product.image_url)).size).toBe(drawings.size);
    const statuses = await database.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM photos GROUP BY status',
    );
    expect(statuses).toEqual([{ status: 'READY', count: drawings.size }]);
    const key = photoOf(after[0]?.image_url as string)?.key as string;
    const avif = await store.read(`photos/${key}-160.avif`);
    expect((await sharp(avif as Buffer).metadata()).format).toBe('heif');

    expect(await photographDemoCatalogue(database, store, { width: 240 })).toBe(0);
  } finally {
    await drop();
  }
});
