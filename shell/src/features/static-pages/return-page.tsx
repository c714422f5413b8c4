import { RETURN_PERIOD_DAYS } from '@shop/shared/delivery';
import { SHOP_ADDRESS } from '@shop/shared/shop-facts';
import { StaticPage } from './static-page';

export function ReturnPage() {
  return (
    <StaticPage
      title="Возврат товара"
      description={`Вернуть товар можно в течение ${RETURN_PERIOD_DAYS} дней в магазине «Сантехника» в Химках.`}
      underDevelopment
    >
      <p>
        Товар можно вернуть в течение 2 недель ({RETURN_PERIOD_DAYS} дней) со дня получения по адресу магазина:{' '}
        {SHOP_ADDRESS}.
      </p>
      <p>Возьмите с собой товар в оригинальной упаковке, чек или накладную и паспорт.</p>
    </StaticPage>
  );
}
