import { StrictMode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from '@shop/shared/router';
import { ApolloProvider, type ApolloClient } from '@shop/shared/apollo';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { RouteError } from '../features/layout/route-error';
import { ShopRoutes } from './router';

export interface AppProps {
  config: RuntimeConfig;
  client: ApolloClient;
}

/**
 * The whole site: settings, one Apollo client for every module, the router. A failure outside
 * any page (the layout itself) still gets the shop's own error page.
 */
export function App({ config, client }: AppProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider value={config}>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <ErrorBoundary FallbackComponent={RouteError}>
              <ShopRoutes />
            </ErrorBoundary>
          </BrowserRouter>
        </ApolloProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
