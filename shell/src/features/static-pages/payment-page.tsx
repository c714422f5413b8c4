import { StaticPage } from './static-page';

export function PaymentPage() {
  return (
    <StaticPage
      title="Оплата"
      description="Оплата наличными, по счёту или картой на сайте после подтверждения заказа."
      underDevelopment
    >
      <ul>
        <li>Наличными — при получении или в магазине.</li>
        <li>По счёту — безналичный перевод для организаций и частных покупателей.</li>
        <li>Картой на сайте — после того как менеджер подтвердит заказ.</li>
      </ul>
    </StaticPage>
  );
}
