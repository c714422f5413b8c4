// A front-end package on its own (`npm run dev -w <package>`, src/bootstrap.tsx): its modules under
// their own router and Apollo client, in the shop's theme — what the shell gives them when composed.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider, createApolloClient } from '../apollo';
import { BrowserRouter, useRoutes, type RouteObject } from '../router';
import '../theme';

/** The page column a package alone shows its modules in; `header` is the row above, right-aligned. */
export function StandaloneFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ maxWidth: '75rem', margin: '0 auto', padding: '1rem' }}>
      {header ? (
        <header style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: '1rem' }}>{header}</header>
      ) : null}
      {children}
    </div>
  );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `routes` into the page's #root with a router and an Apollo client of their own. */
export function mountStandalone(routes: RouteObject[]): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ApolloProvider client={createApolloClient()}>
      <BrowserRouter>
        <StandaloneRoutes routes={routes} />
      </BrowserRouter>
    </ApolloProvider>,
  );
}
