import { renderAsync } from '@resvg/resvg-js';
import { Router, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { DRAWN_PICTURE_KINDS, RASTER_PICTURE_WIDTH, type DrawnPictureKind } from '@shop/shared/catalog-url';
import { categoryPicture, productPicture, schemePicture } from './pictures';

const CACHE_CONTROL = 'public, max-age=86400';

function notFound(response: Response) {
  response.status(404).type('text/plain').send('Нет такой картинки');
}

/** `bath-mixer-chernyj-matovyj` -> the picture of type bath-mixer in colour chernyj-matovyj. */
function productPictureOf(name: string): string | null {
  for (let dash = name.indexOf('-'); dash !== -1; dash = name.indexOf('-', dash + 1)) {
    const svg = productPicture(name.slice(0, dash), name.slice(dash + 1));
    if (svg) return svg;
  }
  return null;
}

/** Each kind's drawing of a picture by its name, null for a name it has no picture of. */
const DRAWINGS: Record<DrawnPictureKind, (name: string) => string | null> = {
  products: productPictureOf,
  categories: categoryPicture,
  schemes: schemePicture,
};

/** The renditions drawn so far, by path: a few hundred pictures exist, each a few tens of KB. */
const MAX_PNG_BYTES = 32 * 1024 * 1024;

/**
 * Pictures under /media, drawn on request, so the shop looks like a shop with no image files
 * and no internet: /media/products/{type}-{colour}.svg, /media/categories/{type}.svg,
 * /media/schemes/{type}.svg. Each also as `.png`, RASTER_PICTURE_WIDTH pixels wide on its own opaque
 * background: what link previews, sharing cards and Yandex Market take (README: What the shop publishes for
 * search engines); drawn off the event loop and kept.
 */
export function mediaRouter(): Router {
  const router = Router();
  const pngs = new LRUCache<string, Buffer>({ maxSize: MAX_PNG_BYTES, sizeCalculation: (png) => png.length });
  const picture = (kind: DrawnPictureKind) => async (request: { params: { file: string } }, response: Response) => {
    const { file } = request.params;
    const [, name, format] = /^(.+)\.(svg|png)$/.exec(file) ?? [];
    const svg = name ? DRAWINGS[kind](name) : null;
    if (!svg) return notFound(response);
    if (format === 'svg') return response.type('image/svg+xml').set('Cache-Control', CACHE_CONTROL).send(svg);
    const key = `${kind}/${name}`;
    let png = pngs.get(key);
    if (!png) {
      png = await renderAsync(svg, {
        fitTo: { mode: 'width', value: RASTER_PICTURE_WIDTH },
        font: { loadSystemFonts: false },
      }).then((rendered) => rendered.asPng());
      pngs.set(key, png);
    }
    return response.type('image/png').set('Cache-Control', CACHE_CONTROL).send(png);
  };
  for (const kind of DRAWN_PICTURE_KINDS) router.get(`/${kind}/:file`, picture(kind));
  return router;
}
