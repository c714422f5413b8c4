// The pictures the shop draws, as SVG for its pages and as PNG renditions for link previews, sharing cards and
// Yandex Market (README: What the shop publishes for search engines).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { RASTER_PICTURE_WIDTH } from '@shop/shared/catalog-url';
import { mediaRouter, type MediaOptions } from '../media-router';

/** A /media of its own on a free port, with the errors that reached express kept instead of answered. */
async function serveMedia(options: MediaOptions = {}) {
  const errors: unknown[] = [];
  const media = mediaRouter(options);
  const recordErrors: ErrorRequestHandler = (error, _request, response, _next) => {
    errors.push(error);
    response.status(500).type('text/plain').send('Внутренняя ошибка сервера');
  };
  const app = express().use('/media', media).use(recordErrors);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`;
  const close = () => new Promise((resolve) => server.close(resolve));
  return { base, media, errors, close };
}

let shared: Awaited<ReturnType<typeof serveMedia>>;
let base: string;
beforeAll(async () => {
  shared = await serveMedia();
  base = shared.base;
});
afterAll(() => shared.close());
beforeEach(() => {
  shared.errors.length = 0;
});

/** A PNG's width and height, from its IHDR chunk. */
function pngHeader(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString()).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('/media', () => {
  it.each(['/products/bath-mixer-chernyj-matovyj', '/categories/toilet', '/schemes/toilet'])(
    '%s is drawn as SVG, and as a square PNG of RASTER_PICTURE_WIDTH pixels, the same bytes when asked again',
    async (picture) => {
      const svg = await fetch(`${base}${picture}.svg`);
      expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      expect(await svg.text()).toMatch(/^<svg /);
      const first = await fetch(`${base}${picture}.png`);
      expect([first.status, first.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      const png = Buffer.from(await first.arrayBuffer());
      expect(pngHeader(png)).toEqual({ width: RASTER_PICTURE_WIDTH, height: RASTER_PICTURE_WIDTH });
      const again = Buffer.from(await (await fetch(`${base}${picture}.png`)).arrayBuffer());
      expect(again.equals(png)).toBe(true);
    },
  );

  it.each([
    '/products/no-such-picture.png',
    '/products/bath-mixer-chernyj-matovyj.gif',
    '/products/bath-mixer-chernyj-matovyj',
    '/products/.png',
    '/categories/no-such-category.png',
    '/schemes/no-such-scheme.svg',
  ])('%s is a 404 «Нет такой картинки»', async (picture) => {
    const response = await fetch(`${base}${picture}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Нет такой картинки');
  });

  // Names an object lookup would find on Object.prototype: they once answered 500 or a bogus picture.
  const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
  it.each(
    PROTOTYPE_NAMES.flatMap((name) => [
      `/categories/${name}.svg`,
      `/categories/${name}.png`,
      `/schemes/${name}.svg`,
      `/products/${name}.png`,
      `/products/mixer-${name}.png`,
      `/products/${name}-hrom.svg`,
      `/products/${name}-${name}.svg`,
    ]),
  )('%s is a plain 404, with no error', async (picture) => {
    const response = await fetch(`${base}${picture}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([404, 'text/plain; charset=utf-8']);
    expect(await response.text()).toBe('Нет такой картинки');
    expect(shared.errors).toEqual([]);
  });
});

describe('/media PNG renditions', () => {
  const servers: { close: () => Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  /** A /media of its own, counting the renditions it starts by picture. */
  async function counted(options: MediaOptions = {}) {
    const renders: string[] = [];
    const onRender = (picture: string) => {
      renders.push(picture);
      options.onRender?.(picture);
    };
    const served = await serveMedia({ ...options, onRender });
    servers.push(served);
    return { ...served, renders };
  }
  const png = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('50 concurrent requests for one cold picture share one rendition, and get the same bytes', async () => {
    const { base: media, renders, errors } = await counted();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => png(`${media}/products/bath-mixer-chernyj-matovyj.png`)),
    );
    expect(renders).toEqual(['products/bath-mixer-chernyj-matovyj']);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.every((answer) => answer.bytes.equals(answers[0]!.bytes))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a rendition that failed is neither kept nor left pending: the next request renders again', async () => {
    let failures = 1;
    const {
      base: media,
      renders,
      errors,
    } = await counted({
      onRender: () => {
        if (failures-- > 0) throw new Error('resvg failed');
      },
    });
    expect((await png(`${media}/schemes/toilet.png`)).status).toBe(500);
    expect(errors).toEqual([new Error('resvg failed')]);
    const retried = await png(`${media}/schemes/toilet.png`);
    expect(retried.status).toBe(200);
    expect(pngHeader(retried.bytes)).toEqual({ width: RASTER_PICTURE_WIDTH, height: RASTER_PICTURE_WIDTH });
    expect(renders).toEqual(['schemes/toilet', 'schemes/toilet']);
  });

  it('keeps at most its bound in bytes, the least recently asked giving way', async () => {
    const pictures = ['toilet', 'bath', 'sink', 'mirror', 'cabinet', 'seat'].map((type) => `categories/${type}`);
    const sizes: number[] = [];
    const probe = await counted();
    for (const picture of pictures) sizes.push((await png(`${probe.base}/${picture}.png`)).bytes.length);
    // Room for two of the largest, not for all six.
    const bound = 2 * Math.max(...sizes) + 1;
    expect(sizes.reduce((sum, size) => sum + size)).toBeGreaterThan(bound);

    const { base: media, media: router, renders } = await counted({ maxPngBytes: bound });
    for (const picture of pictures) {
      expect((await png(`${media}/${picture}.png`)).status).toBe(200);
      expect(router.pngCacheSize().bytes).toBeLessThanOrEqual(bound);
    }
    const kept = router.pngCacheSize();
    expect(kept.entries).toBeGreaterThanOrEqual(2);
    expect(kept.entries).toBeLessThan(pictures.length);
    // The last one asked is kept; the first gave way and is rendered again.
    await png(`${media}/${pictures.at(-1)}.png`);
    await png(`${media}/${pictures[0]}.png`);
    expect(renders).toEqual([...pictures, pictures[0]]);
  });
});
