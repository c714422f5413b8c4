import { useRuntimeConfig } from '../../config/runtime-config-context';
import { telHref } from '../layout/tel-href';
import { SHOP_ADDRESS, SHOP_HOURS } from '@shop/shared/shop-facts';
import { StaticPage } from './static-page';

export function ContactsPage() {
  const { shop } = useRuntimeConfig();
  return (
    <StaticPage title="Контакты" description={`Магазин «Сантехника»: ${SHOP_ADDRESS}. Телефон ${shop.phone}.`}>
      <dl>
        <dt>Адрес магазина</dt>
        <dd>{SHOP_ADDRESS}</dd>
        <dt>Телефон</dt>
        <dd>
          <a href={telHref(shop.phone)}>{shop.phone}</a>
        </dd>
        <dt>Электронная почта</dt>
        <dd>
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </dd>
        <dt>Часы работы</dt>
        <dd>{SHOP_HOURS}</dd>
      </dl>
      <p>
        В магазине можно посмотреть образцы, забрать заказ самовывозом и оформить возврат. Перед визитом позвоните —
        проверим наличие нужного товара.
      </p>
    </StaticPage>
  );
}
