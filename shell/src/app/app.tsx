import { StrictMode } from 'react';
import { RouterProvider } from '@shop/shared/router';
import { ApolloProvider, type ApolloClient } from '@shop/shared/apollo';
import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import type { ShopRouter } from './router';

export interface AppProps {
  config: RuntimeConfig;
  router: ShopRouter;
  client: ApolloClient;
}

/** The whole site: settings, one Apollo client for every module, the router. */
export function App({ config, router, client }: AppProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider value={config}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
