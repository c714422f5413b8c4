import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@shop/shared/theme';
import { createApolloClient } from '@shop/shared/apollo';
import { pageQueries } from '@shop/shared/page-data';
import { readRuntimeConfig } from '@shop/shared/runtime-config';
import { FRESH_PAGE_DATA_MS, primePageData } from './app/page-data-cache';
import { showRemoteOverrideNotice } from './config/remote-override-notice';
import { registerShopRemotes } from './remotes/remote-loader';
import { preloadRemoteModules } from './remotes/remote-module-cache';
import { App } from './app/app';
import { remoteModulesFor } from './app/route-remotes';

/** Ends the current task: what follows runs in a task of its own, and the browser may answer input between. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const config = await readRuntimeConfig();
  // A developer's override is already in config.remotes (parseRuntimeConfig); the page says so.
  if (config.override) showRemoteOverrideNotice(config.override);
  registerShopRemotes(config.remotes, config.fallbacks);
  const { pathname, search } = window.location;
  // The current route's remote and the header's start loading before anything else.
  preloadRemoteModules(remoteModulesFor(pathname));
  // The main bundle was evaluated in one long task; writing the page data into Apollo's cache
  // and starting React each take a task of their own (shorter tasks: a phone that answers).
  await yieldToBrowser();
  const queries = pageQueries(pathname, search);
  const client = createApolloClient({
    uri: config.graphqlUrl,
    ssrForceFetchDelay: queries.length > 0 ? FRESH_PAGE_DATA_MS : 0,
  });
  primePageData(client, queries, pathname + search);
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = <App config={config} client={client} />;
  // The server may have sent the page already rendered (its first screen): adopt that HTML.
  // As a transition, so that React hydrates it in slices and a tap in between is answered
  // (a blocking hydration is one long task: the phone's main thread is held throughout).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
