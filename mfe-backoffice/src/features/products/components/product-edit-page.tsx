import { canPerform } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { BackofficeProductDocument } from '../../../lib/graphql/operations.generated';
import { Link, useLocation, useParams } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { addressNid } from '@shop/shared/routes';
import { QueryError } from '../../../components/list-states';
import { useProductCatalogue } from '../api/use-product-catalogue';
import { formOfProduct } from '../hooks/product-form-values';
import { ProductForm } from './product-form';

/** What the create page passes on when it opens the new product. */
export interface CreatedProductState {
  created?: boolean;
}

const CREATED = 'Товар добавлен и уже виден на сайте. Здесь его можно дополнить.';

/** `/dmn/products/:id`: one product's card to edit (read-only without editProducts). */
export default function ProductEditPage() {
  const { id = '' } = useParams();
  const nid = addressNid(id);
  const canEdit = useShopStore((roles) => canPerform(roles, 'editProducts'));
  const created = (useLocation().state as CreatedProductState | null)?.created === true;
  const catalogue = useProductCatalogue();
  const product = useQuery(BackofficeProductDocument, { variables: { nid: nid ?? 0 }, skip: nid === null });
  const found = product.data?.backofficeProduct ?? null;
  useDocumentTitle(found ? `Товар: ${found.name}` : 'Товар');

  if (nid !== null && ((product.loading && !product.data) || catalogue.loading))
    return <LoadingView label="Загружаем товар…" />;
  const failed = product.error ?? catalogue.error;
  if (failed) {
    const retry = () => {
      void product.refetch();
      catalogue.retry();
    };
    return <QueryError what="товар" onRetry={retry} />;
  }
  if (!found) {
    return (
      <section className="page" aria-labelledby="product-title">
        <h1 id="product-title">Товар не найден</h1>
        <p>Товара с номером «{id}» нет. Возможно, в адресе опечатка.</p>
        <Link to="/dmn/products">← Все товары</Link>
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="product-title">
      <Link to="/dmn/products">← Все товары</Link>
      <h1 id="product-title">{found.name}</h1>
      <p>
        Товар № {found.nid} · <Link to={`/product/${found.nid}`}>Открыть на сайте</Link>
      </p>
      <ProductForm
        key={found.nid}
        nid={found.nid}
        initial={formOfProduct(found, catalogue.options)}
        categories={catalogue.categories}
        options={catalogue.options}
        canEdit={canEdit}
        notice={created ? CREATED : null}
        editVersion={found.editVersion}
      />
    </section>
  );
}
