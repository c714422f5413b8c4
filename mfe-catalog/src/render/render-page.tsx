// The catalogue's server render: the first screen of its pages as HTML, for the shell's server to
// put into the page it sends (architecture §2, decision record 0002). Built for Node beside the container.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloProvider } from '@shop/shared/apollo';
import { createRenderClient } from '@shop/shared/apollo/render';
import { pageQueries, writePageData, type PageFragment, type PageFragmentRequest } from '@shop/shared/page-data';
import { Route, Routes } from '@shop/shared/router';
import { serverRenderedPages } from '@shop/shared/routes';
import { StaticRouter } from '@shop/shared/router/render';
import { DocumentNameContext, type NameDocument } from '@shop/shared/ui';
import HomePage from '../exposes/home-page';
import CatalogPage from '../exposes/catalog-page';
import ProductPage from '../exposes/product-page';

/** The components of the catalogue's pages that its server renders. */
const COMPONENTS: Record<string, ComponentType> = { HomePage, CatalogPage, ProductPage };

/**
 * The exposed pages rendered on the server, with the shell's route for each: exactly the
 * catalogue's routes the route table (@shop/shared/routes) marks server-rendered.
 */
export const SERVER_PAGES: Readonly<Record<string, { route: string; Page: ComponentType }>> = Object.fromEntries(
  serverRenderedPages('catalog').map(({ expose, path }) => {
    const Page = COMPONENTS[expose];
    if (!Page) throw new Error(`The route table has the catalogue render ${expose} on the server, which it cannot`);
    return [expose, { route: path, Page }];
  }),
);

/** What React puts before a fragment's first element: preloads of its first pictures. */
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)*/;

/**
 * The HTML of one exposed page at an address, rendered from the answers the shell's server
 * fetched for it (the same the browser's cache starts with); null when this module renders no
 * such page, or when the answers are not all there (the page would render its loading view:
 * the browser does that better).
 */
export function renderPage({ module, pathname, search, entries }: PageFragmentRequest): PageFragment | null {
  const page = Object.hasOwn(SERVER_PAGES, module) ? SERVER_PAGES[module] : undefined;
  if (!page) return null;
  const queries = pageQueries(pathname, search);
  const client = createRenderClient();
  if (queries.length === 0 || writePageData(client, queries, entries).size < queries.length) return null;
  const { route, Page } = page;
  const named: { title?: string; description?: string } = {};
  const nameDocument: NameDocument = (title, description) => {
    named.title = title;
    if (description !== undefined) named.description = description;
  };
  const html = renderToString(
    <DocumentNameContext value={nameDocument}>
      <ApolloProvider client={client}>
        <StaticRouter location={pathname + search}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </StaticRouter>
      </ApolloProvider>
    </DocumentNameContext>,
  );
  // Those preloads belong in the document's head; in the page they would not be what the
  // browser's render makes there.
  const head = LEADING_RESOURCES.exec(html)?.[0] ?? '';
  return { head, html: html.slice(head.length), ...named };
}
