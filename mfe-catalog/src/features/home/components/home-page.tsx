import { useQuery } from '@shop/shared/apollo';
import { FREE_DELIVERY_THRESHOLD, PER_KM_BEYOND_RING_ROAD, RETURN_PERIOD_DAYS } from '@shop/shared/delivery';
import { GetHomePageDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { SHOP_ADDRESS } from '@shop/shared/shop-facts';
import { formatPrice, GOODS, plural, useDocumentTitle } from '@shop/shared/ui';
import { ProductGrid } from '../../../components/product/product-grid';
import styles from './home-page.module.css';

const FACTS = [
  {
    title: 'С 2002 года',
    text: 'Первый магазин открылся на строительном рынке в Москве, интернет-магазин работает с 2005 года.',
  },
  { title: 'Магазин в Химках', text: `${SHOP_ADDRESS}: образцы, самовывоз и возврат товара.` },
  {
    title: `Доставка бесплатно от ${formatPrice(FREE_DELIVERY_THRESHOLD)}`,
    text: `В пределах МКАД; за МКАД — ${PER_KM_BEYOND_RING_ROAD} ₽ за километр.`,
  },
  {
    title: `Возврат ${RETURN_PERIOD_DAYS} дней`,
    text: 'Товар можно вернуть в течение двух недель по адресу магазина.',
  },
];

/** The home page: the catalogue, goods on sale and what the shop is. */
export function HomePage() {
  useDocumentTitle(
    'Интернет-магазин сантехники',
    'Сантехника для ванной и кухни: смесители, душевые системы, ванны, унитазы, мебель. Доставка по Москве, магазин в Химках с 2002 года.',
  );
  const { data, error } = useQuery(GetHomePageDocument);
  if (error) console.error('getHomePage failed', error);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Сантехника для ванной и кухни</h1>
        <p>
          Смесители, душевые системы, ванны, унитазы, мебель и всё для ремонта ванной комнаты. Доставка по Москве
          бесплатно от {formatPrice(FREE_DELIVERY_THRESHOLD)}, возврат в течение {RETURN_PERIOD_DAYS} дней.
        </p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">Каталог</h2>
        <ul className={styles.categories}>
          {(data?.menu ?? []).map((category) => (
            <li key={category.nid}>
              <Link className={styles.category} to={category.url}>
                <img src={category.picture} alt="" width={96} height={96} />
                <span className={styles.categoryName}>{category.rusName}</span>
                <span className={styles.muted}>
                  {category.productCount} {plural(category.productCount, GOODS)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {error ? <p role="alert">Каталог сейчас не загрузился. Обновите страницу через минуту.</p> : null}
      </section>
      {data && data.sale.length > 0 ? (
        <section aria-labelledby="home-sale">
          <h2 id="home-sale">Товары со скидкой</h2>
          <ProductGrid products={data.sale} label="Товары со скидкой" />
        </section>
      ) : null}
      <section aria-labelledby="home-facts">
        <h2 id="home-facts">Почему «Сантехника»</h2>
        <ul className={styles.facts}>
          {FACTS.map((fact) => (
            <li key={fact.title}>
              <strong>{fact.title}</strong>
              <span>{fact.text}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
