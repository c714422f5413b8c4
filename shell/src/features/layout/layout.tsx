import { Outlet } from '@shop/shared/router';
import { shopStore } from '@shop/shared/store';
import { RemoteSlot } from '../../remotes/remote-slot';
import { Header } from './header';
import { Footer } from './footer';
import { PageErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';
import styles from './layout.module.css';

/** If the auth remote cannot start, the visitor is treated as anonymous rather than waiting forever. */
const authUnavailable = () => {
  if (shopStore.getState().authLoading) shopStore.getState().signOut();
};

export function Layout() {
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#main">
        Перейти к содержимому
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
      <RemoteSlot id="auth/AuthRuntime" quiet onError={authUnavailable} />
      <ScrollRestoration />
    </div>
  );
}
