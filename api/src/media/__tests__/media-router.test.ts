// The pictures the shop draws, as SVG for its pages and as PNG renditions for link previews, sharing cards and
// Yandex Market (README: What the shop publishes for search engines).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { RASTER_PICTURE_WIDTH } from '@shop/shared/catalog-url';
import { mediaRouter } from '../media-router';

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use('/media', mediaRouter());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

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
});
