import { Link, NavLink } from '@shop/shared/router';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { RemoteSlot } from '../../remotes/remote-slot';
import { HEADER_LINKS } from './info-links';
import { SearchForm } from './search-form';
import { telHref } from './tel-href';
import styles from './header.module.css';

export function Header() {
  const { shop } = useRuntimeConfig();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <nav aria-label="Покупателям" className={styles.infoNav}>
          {HEADER_LINKS.map(({ to, label }) => (
            <NavLink key={to} to={to} className={styles.infoLink}>
              {label}
            </NavLink>
          ))}
        </nav>
        <a className={styles.phone} href={telHref(shop.phone)}>
          {shop.phone}
        </a>
      </div>
      <div className={styles.mainBar}>
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            С
          </span>
          <span>
            <span className={styles.logoName}>Сантехника</span>
            <span className={styles.logoTagline}>для ванной и кухни с 2002 года</span>
          </span>
        </Link>
        <SearchForm />
        <div className={styles.slots}>
          <span className={styles.userSlot}>
            <RemoteSlot id="auth/UserMenu" compact />
          </span>
          <span className={styles.cartSlot}>
            <RemoteSlot id="cart/CartButton" compact />
          </span>
        </div>
      </div>
    </header>
  );
}
