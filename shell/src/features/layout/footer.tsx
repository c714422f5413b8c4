import { Link } from '@shop/shared/router';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { SHOP_ADDRESS } from '@shop/shared/shop-facts';
import { FOOTER_LINKS } from './info-links';
import { telHref } from './tel-href';
import styles from './footer.module.css';

export function Footer() {
  const { shop } = useRuntimeConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="О магазине">
          <ul className={styles.links}>
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className={styles.contacts}>
          <a href={telHref(shop.phone)}>{shop.phone}</a>
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
          <span>{SHOP_ADDRESS}</span>
        </address>
        <p className={styles.copyright}>
          © 2002–{new Date().getFullYear()} «Сантехника». Магазин сантехники и стройматериалов.
        </p>
      </div>
    </footer>
  );
}
