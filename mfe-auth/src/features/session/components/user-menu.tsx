import { Link } from '@shop/shared/router';
import { canEnterBackoffice } from '@shop/shared/access';
import { useShopStore } from '@shop/shared/store';
import { firebaseSession } from '../api/session';
import styles from './user-menu.module.css';

const signOut = async () => {
  try {
    await (await firebaseSession()).signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
};

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
      <Link className={styles.name} to="/auth" title={user.email ?? undefined}>
        {user.displayName ?? user.email ?? 'Покупатель'}
      </Link>
      <Link className={`${styles.link} ${styles.account}`} to="/auth">
        Кабинет
      </Link>
      <Link className={`${styles.link} ${styles.wide}`} to="/cart/orders">
        Мои заказы
      </Link>
      {staff ? (
        <Link className={`${styles.link} ${styles.wide}`} to="/dmn">
          Управление
        </Link>
      ) : null}
      <button type="button" className={`${styles.link} ${styles.wide}`} onClick={() => void signOut()}>
        Выйти
      </button>
    </nav>
  );
}
