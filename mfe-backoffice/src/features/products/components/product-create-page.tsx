import { canPerform } from '@shop/shared/access';
import { Link, useNavigate } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { QueryError } from '../../../components/list-states';
import { useProductCatalogue } from '../api/use-product-catalogue';
import { EMPTY_PRODUCT_FORM } from '../hooks/product-form-values';
import type { CreatedProductState } from './product-edit-page';
import { ProductForm } from './product-form';

/** `/dmn/products/add`: a new product; once added, its own card opens. */
export default function ProductCreatePage() {
  useDocumentTitle('Новый товар');
  const canEdit = useShopStore((roles) => canPerform(roles, 'editProducts'));
  const catalogue = useProductCatalogue();
  const navigate = useNavigate();

  if (!canEdit) {
    return (
      <section className="page" role="alert">
        <h1>Новый товар</h1>
        <p>
          Добавлять товары могут администратор, закупщик и контент-менеджер. Ваша роль позволяет только просматривать
          их.
        </p>
        <Link to="/dmn/products">← Все товары</Link>
      </section>
    );
  }
  if (catalogue.loading) return <LoadingView label="Загружаем категории…" />;
  if (catalogue.error) return <QueryError what="категории и свойства товаров" onRetry={catalogue.retry} />;
  const opened: CreatedProductState = { created: true };
  return (
    <section className="page" aria-labelledby="product-title">
      <Link to="/dmn/products">← Все товары</Link>
      <h1 id="product-title">Новый товар</h1>
      <ProductForm
        nid={null}
        initial={EMPTY_PRODUCT_FORM}
        categories={catalogue.categories}
        options={catalogue.options}
        canEdit
        onSaved={(product) => void navigate(`/dmn/products/${product.nid}`, { state: opened })}
      />
    </section>
  );
}
