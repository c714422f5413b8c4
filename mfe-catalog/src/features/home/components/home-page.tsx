import { Link } from '@shop/shared/router';
import { FILTERABLE_SLUGS } from '@shop/shared/catalog-url';
import { FREE_DELIVERY_THRESHOLD, RETURN_PERIOD_DAYS } from '@shop/shared/delivery';
import { formatPrice, useDocumentTitle } from '@shop/shared/ui';
import { categoryName } from '../../catalog/category-names';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle(
    'Интернет-магазин сантехники',
    'Сантехника для ванной и кухни: смесители, душевые системы, ванны, унитазы, мебель. Доставка по Москве, магазин в Химках с 2002 года.',
  );
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Сантехника для ванной и кухни</h1>
        <p>
          С 2002 года помогаем обустроить ванную комнату: смесители, душевые системы, ванны, унитазы, мебель и всё для
          ремонта. Доставка по Москве бесплатно от {formatPrice(FREE_DELIVERY_THRESHOLD)}, возврат в течение{' '}
          {RETURN_PERIOD_DAYS} дней.
        </p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">Каталог</h2>
        <ul className={styles.categories}>
          {FILTERABLE_SLUGS.map((slug) => (
            <li key={slug}>
              <Link className={styles.category} to={`/${slug}`}>
                {categoryName(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
