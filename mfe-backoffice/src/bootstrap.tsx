// Standalone: the back-office under /dmn with its own router, Apollo client and store.
import { Navigate } from '@shop/shared/router';
import { mountStandalone, StandaloneFrame } from '@shop/shared/standalone';
import { shopStore } from '@shop/shared/store';
import BackofficeApp from './exposes/backoffice-app';

// Alone, nothing reports the auth state: the visitor is anonymous and sees the gate's refusal.
shopStore.getState().signOut();

mountStandalone([
  { index: true, element: <Navigate to="/dmn" replace /> },
  {
    path: 'dmn/*',
    element: (
      <StandaloneFrame>
        <BackofficeApp />
      </StandaloneFrame>
    ),
  },
]);
