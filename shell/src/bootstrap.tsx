import { createRoot } from 'react-dom/client';
import '@shop/shared/theme';
import { createApolloClient } from '@shop/shared/apollo';
import { primePageData } from './app/page-data-cache';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerShopRemotes } from './remotes/remote-loader';
import { preloadRemoteModules } from './remotes/remote-module-cache';
import { App } from './app/app';
import { createShopRouter } from './app/router';
import { remoteModulesFor } from './app/route-remotes';

async function start() {
  const config = await loadRuntimeConfig();
  registerShopRemotes(config.remotes);
  const client = createApolloClient({ uri: config.graphqlUrl });
  primePageData(client, window.location);
  // The current route's remote and the header's start loading before React renders.
  preloadRemoteModules(remoteModulesFor(window.location.pathname));
  const router = createShopRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App config={config} router={router} client={client} />);
}

void start();
