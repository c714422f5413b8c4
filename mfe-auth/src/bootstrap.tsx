// Standalone: the sign-in page, the user menu and the auth runtime with their own router and store.
import { Navigate, Outlet } from '@shop/shared/router';
import { mountStandalone, StandaloneFrame } from '@shop/shared/standalone';
import AuthRuntime from './exposes/auth-runtime';
import AuthPage from './exposes/auth-page';
import UserMenu from './exposes/user-menu';

mountStandalone([
  {
    path: '/',
    element: (
      <StandaloneFrame header={<UserMenu />}>
        <Outlet />
        <AuthRuntime />
      </StandaloneFrame>
    ),
    children: [
      { index: true, element: <Navigate to="/auth" replace /> },
      { path: 'auth', element: <AuthPage /> },
    ],
  },
]);
