import type { RequestHandler } from 'express';
import { SITEMAP_INDEX_PATH } from '@shop/shared/catalog-url';

/**
 * The shop's robots.txt (README: What the shop publishes for search engines). Crawlers may read the catalogue and
 * the product cards; the back-office, the cart, sign-in and the site's search stay out, and so does any filtered
 * or sorted list spelled with query parameters (its path-filter pages are the ones to crawl: the sitemaps name
 * them). The sitemap index is named on the shop's public origin (PUBLIC_URL), never on the request's Host.
 */
function robotsTxtText(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /dmn',
    'Disallow: /cart',
    'Disallow: /auth',
    'Disallow: /search',
    'Disallow: /*?',
    'Allow: /media/',
    '',
    `Sitemap: ${new URL(SITEMAP_INDEX_PATH, origin).href}`,
    '',
  ].join('\n');
}

/** GET /robots.txt. */
export function robotsTxt(origin: string): RequestHandler {
  const text = robotsTxtText(origin);
  return (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('text/plain').send(text);
  };
}
