import { Link } from '@shop/shared/router';
import { canEnterBackoffice } from '@shop/shared/access';
import { shopStore, useShopStore } from '@shop/shared/store';
import styles from './user-menu.module.css';

/** The header's account corner: sign-in link, or who is signed in with their links. */
export function UserMenu() {
  const authLoading = useShopStore((state) => state.authLoading);
  const user = useShopStore((state) => state.user);
  const staff = useShopStore(canEnterBackoffice);
  if (authLoading) return <span className={styles.pending} aria-hidden="true" />;
  if (!user) {
    return (
      <Link className={styles.link} to="/auth">
        Войти
      </Link>
    );
  }
  return (
    <nav className={styles.menu} aria-label="Личный кабинет">
      <span className={styles.name}>{user.displayName ?? user.email ?? 'Покупатель'}</span>
      {staff ? (
        <Link className={styles.link} to="/dmn">
          Управление
        </Link>
      ) : null}
      <button type="button" className={styles.link} onClick={() => shopStore.getState().signOut()}>
        Выйти
      </button>
    </nav>
  );
}
