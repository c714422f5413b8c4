// Standalone: the sign-in page, the user menu and the auth runtime with their own router and store.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from '@shop/shared/router';
import '@shop/shared/theme';
import { ApolloProvider, createApolloClient } from '@shop/shared/apollo';
import AuthRuntime from './exposes/auth-runtime';
import AuthPage from './exposes/auth-page';
import UserMenu from './exposes/user-menu';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <div style={{ maxWidth: '75rem', margin: '0 auto', padding: '1rem' }}>
        <header style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: '1rem' }}>
          <UserMenu />
        </header>
        <Outlet />
        <AuthRuntime />
      </div>
    ),
    children: [
      { index: true, element: <Navigate to="/auth" replace /> },
      { path: 'auth', element: <AuthPage /> },
    ],
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
