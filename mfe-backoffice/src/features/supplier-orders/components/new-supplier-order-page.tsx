import { useMutation } from '@shop/shared/apollo';
import { CreateSupplierOrderDocument } from '@shop/shared/graphql';
import { Link, useNavigate } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { attempt } from '../../../lib/mutation-failure';
import { EMPTY_ORDER, orderInput, type OrderDraft } from '../hooks/use-order-form';
import { SupplierOrderForm } from './supplier-order-form';

/** `/dmn/supplier-orders/new`: a new draft order; saving opens it, to place it with the supplier. */
export function NewSupplierOrderPage() {
  useDocumentTitle('Новый заказ поставщику');
  const [create] = useMutation(CreateSupplierOrderDocument);
  const navigate = useNavigate();
  const save = async (draft: OrderDraft) => {
    const result = await attempt(() => create({ variables: { input: orderInput(draft) } }));
    if (!result.ok) return result.failure;
    navigate(`../${result.data.data?.createSupplierOrder.nid ?? ''}`);
    return null;
  };
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
