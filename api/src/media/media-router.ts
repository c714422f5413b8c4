import { Router, type Response } from 'express';
import { categoryPicture, productPicture, schemePicture } from './pictures';

function sendSvg(response: Response, svg: string | null) {
  if (!svg) return response.status(404).type('text/plain').send('Нет такой картинки');
  return response.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(svg);
}

const svgName = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : null);

/** `bath-mixer-chernyj-matovyj` -> the picture of type bath-mixer in colour chernyj-matovyj. */
function productPictureOf(name: string): string | null {
  for (let dash = name.indexOf('-'); dash !== -1; dash = name.indexOf('-', dash + 1)) {
    const svg = productPicture(name.slice(0, dash), name.slice(dash + 1));
    if (svg) return svg;
  }
  return null;
}

/**
 * Pictures under /media, drawn on request, so the shop looks like a shop with no image files
 * and no internet: /media/products/{type}-{colour}.svg, /media/categories/{type}.svg,
 * /media/schemes/{type}.svg.
 */
export function mediaRouter(): Router {
  const router = Router();
  router.get('/products/:file', (request, response) => {
    const name = svgName(request.params.file);
    sendSvg(response, name ? productPictureOf(name) : null);
  });
  router.get('/categories/:file', (request, response) => {
    const name = svgName(request.params.file);
    sendSvg(response, name ? categoryPicture(name) : null);
  });
  router.get('/schemes/:file', (request, response) => {
    const name = svgName(request.params.file);
    sendSvg(response, name ? schemePicture(name) : null);
  });
  return router;
}
