// Staff upload product photos (api/README.md, «Photos»): POST /media/photos takes a file by its content, refuses
// what is not a photo within bounds with a Russian sentence and stores nothing of it; a job makes the renditions
// (AVIF, WebP, JPEG at PHOTO_WIDTHS, never upscaled, orientation applied, metadata gone), served immutable.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PHOTO_LIMITS, PHOTO_WIDTHS, photoOf } from '@shop/shared/catalog-url';
import pg from 'pg';
import { CYRILLIC, graphqlData } from '../../testing/graphql-over-http';
import { CREATE_PRODUCT, productInput } from '../../testing/product-input';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';
import { directoryStore } from '../media-store';
import { PHOTO_REFUSALS } from '../photo-files';

interface PhotoAnswer {
  key: string;
  status: 'PROCESSING' | 'READY' | 'REFUSED';
  width: number;
  height: number;
  address: string | null;
  refusal: string | null;
}

/** A photo of gradients (a real picture's bytes, not nothing), `width`×`height`, as sharp encodes `format`. */
async function noisePhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif', channels = 3) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let index = 0; index < pixels.length; index += 1) {
    const pixel = Math.floor(index / channels);
    const [x, y] = [pixel % width, Math.floor(pixel / width)];
    pixels[index] = ((x * (index % channels) + y * 2) >> 3) % 256;
  }
  const image = sharp(pixels, { raw: { width, height, channels: channels as 3 | 4 } });
  return image[format]().toBuffer();
}

/** A PNG that declares `width`×`height` pixels in a file of a few bytes: a decompression bomb. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTOS = `query Photos($keys: [String!]!) { photos(keys: $keys) { key status width height address refusal } }`;

describe.each(TEST_ENGINES)('photos: upload and renditions (%s)', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-photos-'));
  const shop = testShop(engine, {
    mediaStore: directoryStore(dir),
    staff: {
      content: ['photos-content@shop.test', { isSeller: true, isContent: true }],
      seller: ['photos-seller@shop.test', { isSeller: true }],
    },
  });
  const files = async () => {
    const listed = await Promise.all(
      ['originals', 'photos'].map((folder) =>
        readdir(path.join(dir, folder)).then(
          (names) => names.map((name) => `${folder}/${name}`),
          () => [],
        ),
      ),
    );
    return listed.flat().sort();
  };
  const upload = async (body: Buffer | ReadableStream, token: string | null = shop.tokens.content, headers = {}) => {
    const response = await fetch(`${shop.base}/media/photos`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as { photo?: PhotoAnswer; error?: string } };
  };
  const photosNow = async (keys: string[]) =>
    (await graphqlData<{ photos: PhotoAnswer[] }>(shop.base, PHOTOS, { keys }, shop.tokens.content)).photos;
  const photoRows = () => shop.database.query('SELECT key FROM photos ORDER BY key');

  it('refuses a guest and a seller before reading the file: nothing stored', async () => {
    const photo = await noisePhoto(64, 48, 'jpeg');
    const guest = await upload(photo, null);
    expect(guest.status).toBe(401);
    expect(guest.body.error).toMatch(CYRILLIC);
    const badToken = await upload(photo, 'not-a-token');
    expect(badToken.status).toBe(401);
    const seller = await upload(photo, shop.tokens.seller);
    expect(seller.status).toBe(403);
    expect(seller.body.error).toMatch(CYRILLIC);
    expect(await files()).toEqual([]);
    expect(await photoRows()).toEqual([]);
  });

  it.each([
    ['a text file named .jpg', () => Buffer.from('это не фото, а текст'), PHOTO_REFUSALS.notAPhoto],
    [
      'an SVG drawing',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      PHOTO_REFUSALS.notAPhoto,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
          .gif()
          .toBuffer(),
      PHOTO_REFUSALS.notAPhoto,
    ],
    ['an empty file', () => Buffer.alloc(0), PHOTO_REFUSALS.empty],
    [
      'a PNG bomb declaring 100 000 × 100 000 pixels',
      () => pngDeclaring(100_000, 100_000),
      PHOTO_REFUSALS.tooManyPixels(10_000),
    ],
    ['a PNG of 8 000 × 6 000 pixels (48 Mp)', () => pngDeclaring(8_000, 6_000), PHOTO_REFUSALS.tooManyPixels(48)],
    [
      'a JPEG header cut short',
      async () => (await noisePhoto(64, 48, 'jpeg')).subarray(0, 40),
      PHOTO_REFUSALS.notAPhoto,
    ],
  ])('refuses %s with its reason: nothing stored', async (_, file, refusal) => {
    const answer = await upload(await file(), shop.tokens.content, { 'content-type': 'image/jpeg' });
    expect(answer).toEqual({ status: 400, body: { error: refusal } });
    expect(refusal).toMatch(CYRILLIC);
    expect(await files()).toEqual([]);
    expect(await photoRows()).toEqual([]);
  });

  it('refuses a file over 20 MB by its length before reading it, and one sent without a length once past the limit', async () => {
    const declared = await upload(Buffer.alloc(200 * 1024 * 1024, 1));
    expect(declared).toEqual({ status: 413, body: { error: PHOTO_REFUSALS.tooLarge } });
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 2);
    const stream = Readable.toWeb(
      Readable.from(
        (function* () {
          while (sent < PHOTO_LIMITS.bytes + 5 * chunk.length) {
            sent += chunk.length;
            yield chunk;
          }
        })(),
      ),
    ) as ReadableStream;
    const streamed = await upload(stream);
    expect(streamed).toEqual({ status: 413, body: { error: PHOTO_REFUSALS.tooLarge } });
    expect(await files()).toEqual([]);
    expect(await photoRows()).toEqual([]);
  });

  it('refuses a truncated JPEG once its job decodes it: the reason on the photo, its files removed', async () => {
    const whole = await noisePhoto(800, 600, 'jpeg');
    const answer = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(answer.status).toBe(201);
    const key = answer.body.photo!.key;
    expect(answer.body.photo).toMatchObject({ status: 'PROCESSING', width: 800, height: 600, address: null });
    expect(await files()).toEqual([`originals/${key}`]);
    await shop.api.photoWorker.process(key);
    expect(await photosNow([key])).toEqual([
      { key, status: 'REFUSED', width: 800, height: 600, address: null, refusal: PHOTO_REFUSALS.damaged },
    ]);
    expect(await files()).toEqual([]);
    await shop.database.query('DELETE FROM photos');
  });

  it('makes AVIF, WebP and JPEG at every width up to the photo’s, orientation applied and metadata gone; served immutable', async () => {
    // Taken rotated (EXIF orientation 6: shown turned a quarter clockwise), with the camera's and GPS tags.
    const taken = await sharp(await noisePhoto(2000, 1500, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Камера', Model: 'X-100' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const answer = await upload(taken, shop.tokens.content, { 'content-type': 'text/plain' });
    expect(answer.status).toBe(201);
    const photo = answer.body.photo!;
    // The key is the file's hash: the same bytes are the same photo wherever they are uploaded.
    expect(photo.key).toBe(createHash('sha256').update(taken).digest('hex').slice(0, 32));
    expect(photo).toMatchObject({ status: 'PROCESSING', width: 1500, height: 2000 });
    await shop.api.photoWorker.process(photo.key);
    const [ready] = await photosNow([photo.key]);
    expect(ready).toEqual({ ...photo, status: 'READY', address: `/media/photos/${photo.key}-1500x2000.jpg` });
    expect(photoOf(ready!.address!)).toEqual({ key: photo.key, width: 1500, height: 2000 });

    const widths = [160, 320, 640, 960, 1500];
    expect(await files()).toEqual(
      [
        `originals/${photo.key}`,
        ...widths.flatMap((width) =>
          ['avif', 'webp', 'jpg'].map((extension) => `photos/${photo.key}-${width}.${extension}`),
        ),
      ].sort(),
    );
    for (const width of widths) {
      for (const [extension, format, type] of [
        ['avif', 'heif', 'image/avif'],
        ['webp', 'webp', 'image/webp'],
        ['jpg', 'jpeg', 'image/jpeg'],
      ] as const) {
        const response = await fetch(`${shop.base}/media/photos/${photo.key}-${width}.${extension}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format,
          width,
          height: Math.round((2000 * width) / 1500),
        });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
    }
    // The address a product names is the largest JPEG.
    const main = await fetch(`${shop.base}${ready!.address}`);
    expect(main.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await main.arrayBuffer())).metadata()).width).toBe(1500);
    // The original (with its metadata) is never served; nor is a width never made.
    for (const file of [
      `originals/${photo.key}`,
      `${photo.key}`,
      `${photo.key}-1600.jpg`,
      `${photo.key}-320.png`,
      `..%2F..%2Fpackage.json`,
    ])
      expect((await fetch(`${shop.base}/media/photos/${file}`)).status).toBe(404);

    // The same file again is the same photo, as it stands.
    const again = await upload(taken);
    expect(again).toEqual({ status: 200, body: { photo: ready } });
  });

  it('never enlarges a small photo, keeps a PNG’s transparency in AVIF and WebP and puts it on white in JPEG', async () => {
    const transparent = await sharp({
      create: { width: 120, height: 90, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const answer = await upload(transparent);
    const key = answer.body.photo!.key;
    await shop.api.photoWorker.process(key);
    expect((await files()).filter((file) => file.includes(key))).toEqual(
      [`originals/${key}`, `photos/${key}-120.avif`, `photos/${key}-120.jpg`, `photos/${key}-120.webp`].sort(),
    );
    const webp = await sharp(path.join(dir, `photos/${key}-120.webp`)).metadata();
    expect(webp.hasAlpha).toBe(true);
    const jpeg = await sharp(path.join(dir, `photos/${key}-120.jpg`))
      .raw()
      .toBuffer();
    expect([...jpeg.subarray(0, 3)]).toEqual([255, 255, 255]);
    expect(PHOTO_WIDTHS[0]).toBeGreaterThan(120);
  });

  it('takes WebP and AVIF photos by their content', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const answer = await upload(await noisePhoto(400, 300, format), shop.tokens.content, {
        'content-type': 'application/octet-stream',
      });
      expect(answer.status).toBe(201);
      await shop.api.photoWorker.process(answer.body.photo!.key);
      expect((await photosNow([answer.body.photo!.key]))[0]).toMatchObject({
        status: 'READY',
        width: 400,
        height: 300,
      });
    }
  });

  it('sweeps the photos no product names a day after their upload, with their files; a named, new or re-uploaded one stays', async () => {
    await shop.database.query('DELETE FROM photos');
    const sent = await Promise.all([1, 2, 3, 4].map((seed) => noisePhoto(200 + seed, 150, 'jpeg')));
    const [named, unused, recent, again] = await Promise.all(
      sent.map(async (data) => (await upload(data)).body.photo!),
    );
    for (const photo of [named, unused, recent, again]) await shop.api.photoWorker.process(photo!.key);
    const [address] = (await photosNow([named!.key])).map((photo) => photo.address as string);
    await graphqlData(
      shop.base,
      CREATE_PRODUCT,
      { input: productInput({ vendorCode: 'SWEEP-1', images: [address as string] }) },
      shop.tokens.content,
    );
    const filesOf = (key: string) => files().then((all) => all.filter((file) => file.includes(key)));
    // The original, and AVIF, WebP and JPEG at 160 px and the photo’s own width.
    expect(await filesOf(unused!.key)).toHaveLength(1 + 2 * 3);
    // All but the recent one were uploaded two days ago; the last is uploaded again today (the same bytes).
    await shop.database.query("UPDATE photos SET uploaded_at = now() - interval '2 days' WHERE key <> $1", [
      recent!.key,
    ]);
    expect((await upload(sent[3] as Buffer)).status).toBe(200);

    expect(await shop.api.photoWorker.sweep()).toBe(1);
    expect((await photoRows()).map((row) => (row as { key: string }).key).sort()).toEqual(
      [named!.key, recent!.key, again!.key].sort(),
    );
    expect(await filesOf(unused!.key)).toEqual([]);
    expect(await filesOf(named!.key)).toHaveLength(1 + 2 * 3);
    // The named photo is still served; a second sweep has nothing to do.
    expect((await fetch(`${shop.base}${address}`)).status).toBe(200);
    expect(await shop.api.photoWorker.sweep()).toBe(0);
  });

  (engine === 'postgresql' ? it : it.skip)(
    'passes over a photo a product’s save holds (FOR SHARE), and takes it on a later sweep',
    async () => {
      const { photo } = (await upload(await noisePhoto(321, 123, 'jpeg'))).body;
      await shop.database.query("UPDATE photos SET uploaded_at = now() - interval '2 days' WHERE key = $1", [
        photo!.key,
      ]);
      const saving = new pg.Client({ connectionString: shop.url });
      await saving.connect();
      try {
        await saving.query('BEGIN');
        await saving.query('SELECT key FROM photos WHERE key = $1 FOR SHARE', [photo!.key]);
        expect(await shop.api.photoWorker.sweep()).toBe(0);
        await saving.query('ROLLBACK');
      } finally {
        await saving.end();
      }
      expect(await shop.api.photoWorker.sweep()).toBe(1);
      expect(await photosNow([photo!.key])).toEqual([]);
    },
  );
});
