import { CreateSupplierOrderDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { useCreateAndOpen } from '../../../lib/use-create-and-open';
import { EMPTY_ORDER, orderInput, type OrderDraft } from '../hooks/use-order-form';
import { SupplierOrderForm } from './supplier-order-form';

/** `/dmn/supplier-orders/new`: a new draft order; saving opens it, to place it with the supplier. */
export function NewSupplierOrderPage() {
  useDocumentTitle('Новый заказ поставщику');
  const { create } = useCreateAndOpen(CreateSupplierOrderDocument, (data) => `../${data.createSupplierOrder.nid}`);
  const save = (draft: OrderDraft) => create(orderInput(draft));
  return (
    <section className="page" aria-labelledby="new-order-title">
      <p>
        <Link to="..">← Все заказы поставщикам</Link>
      </p>
      <h1 id="new-order-title">Новый заказ поставщику</h1>
      <SupplierOrderForm initial={EMPTY_ORDER} submitLabel="Сохранить черновик" onSave={save} />
    </section>
  );
}
