// Standalone: the back-office under /dmn with its own router, Apollo client and store.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from '@shop/shared/router';
import '@shop/shared/theme';
import { ApolloProvider, createApolloClient } from '@shop/shared/apollo';
import { shopStore } from '@shop/shared/store';
import BackofficeApp from './exposes/backoffice-app';

// Alone, nothing reports the auth state: the visitor is anonymous and sees the gate's refusal.
shopStore.getState().signOut();

const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/dmn" replace /> },
  {
    path: 'dmn/*',
    element: (
      <div style={{ maxWidth: '75rem', margin: '0 auto', padding: '1rem' }}>
        <BackofficeApp />
      </div>
    ),
  },
];

function StandaloneRoutes() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ApolloProvider client={createApolloClient()}>
    <BrowserRouter>
      <StandaloneRoutes />
    </BrowserRouter>
  </ApolloProvider>,
);
