import { renderAsync } from '@resvg/resvg-js';
import { Router, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { DRAWN_PICTURE_KINDS, RASTER_PICTURE_WIDTH, type DrawnPictureKind } from '@shop/shared/catalog-url';
import { lruSize, type CacheSize } from '@shop/web-server/cache-sizes';
import { categoryPicture, productPictureOf, schemePicture } from './pictures';

const CACHE_CONTROL = 'public, max-age=86400';

function notFound(response: Response) {
  response.status(404).type('text/plain').send('Нет такой картинки');
}

/** Each kind's drawing of a picture by its name, null for a name it has no picture of. */
const DRAWINGS: Record<DrawnPictureKind, (name: string) => string | null> = {
  products: productPictureOf,
  categories: categoryPicture,
  schemes: schemePicture,
};

/** The renditions drawn so far, by path: a few hundred pictures exist, each a few tens of KB. */
const MAX_PNG_BYTES = 32 * 1024 * 1024;

export interface MediaOptions {
  /** The bound of the PNG renditions kept, in bytes. */
  maxPngBytes?: number;
  /** Told of each PNG rendition as it starts (`products/mixer-hrom`); what it throws fails the rendition. */
  onRender?: (picture: string) => void;
}

type MediaRouter = Router & {
  /** What the PNG renditions kept hold now (/metrics: `shop_cache_bytes{cache="media_png"}`). */
  pngCacheSize: () => CacheSize;
};

/**
 * The PNG rendition of a picture, kept once drawn. A cold picture is drawn once however many
 * ask at the same moment: each rendering takes tens of milliseconds of a core, and a link preview
 * shared in a chat brings a crowd at once. A rendition that fails is forgotten, so the next asks again.
 */
function pngRenditions({ maxPngBytes = MAX_PNG_BYTES, onRender }: MediaOptions) {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxPngBytes, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();
  const draw = async (picture: string, svg: string) => {
    onRender?.(picture);
    const rendered = await renderAsync(svg, {
      fitTo: { mode: 'width', value: RASTER_PICTURE_WIDTH },
      font: { loadSystemFonts: false },
    });
    const png = rendered.asPng();
    kept.set(picture, png);
    return png;
  };
  return {
    of(picture: string, svg: string): Promise<Buffer> {
      const png = kept.get(picture);
      if (png) return Promise.resolve(png);
      let pending = drawing.get(picture);
      if (!pending) {
        pending = draw(picture, svg).finally(() => drawing.delete(picture));
        drawing.set(picture, pending);
      }
      return pending;
    },
    size: () => lruSize(kept),
  };
}

/**
 * Pictures under /media, drawn on request, so the shop looks like a shop with no image files
 * and no internet: /media/products/{type}-{colour}.svg, /media/categories/{type}.svg,
 * /media/schemes/{type}.svg. Each also as `.png`, RASTER_PICTURE_WIDTH pixels wide on its own opaque
 * background: what link previews, sharing cards and Yandex Market take (README: What the shop publishes for
 * search engines); drawn off the event loop and kept. Only names the drawings know are answered
 * (they are looked up in Maps); anything else is a plain 404.
 */
export function mediaRouter(options: MediaOptions = {}): MediaRouter {
  const router = Router();
  const pngs = pngRenditions(options);
  const picture = (kind: DrawnPictureKind) => async (request: { params: { file: string } }, response: Response) => {
    const { file } = request.params;
    const [, name, format] = /^(.+)\.(svg|png)$/.exec(file) ?? [];
    const svg = name ? DRAWINGS[kind](name) : null;
    if (!svg) return notFound(response);
    if (format === 'svg') return response.type('image/svg+xml').set('Cache-Control', CACHE_CONTROL).send(svg);
    const png = await pngs.of(`${kind}/${name}`, svg);
    return response.type('image/png').set('Cache-Control', CACHE_CONTROL).send(png);
  };
  for (const kind of DRAWN_PICTURE_KINDS) router.get(`/${kind}/:file`, picture(kind));
  return Object.assign(router, { pngCacheSize: pngs.size });
}
