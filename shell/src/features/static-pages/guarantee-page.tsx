import { StaticPage } from './static-page';

export function GuaranteePage() {
  return (
    <StaticPage
      title="Гарантия"
      description="Срок и условия гарантии на сантехнику устанавливает производитель; они указаны в карточке товара."
      underDevelopment
    >
      <p>
        Срок и условия гарантии зависят от производителя товара и указаны в карточке каждого товара. Сохраняйте
        гарантийный талон и документы о покупке.
      </p>
    </StaticPage>
  );
}
