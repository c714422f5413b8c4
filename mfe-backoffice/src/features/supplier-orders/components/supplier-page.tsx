import { useMutation } from '@shop/shared/apollo';
import {
  CreateSupplierDocument,
  SupplierDocument,
  UpdateSupplierDocument,
  type SupplierFieldsFragment,
} from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice, useDocumentTitle } from '@shop/shared/ui';
import { attempt } from '../../../lib/mutation-failure';
import { useCreateAndOpen } from '../../../lib/use-create-and-open';
import styles from '../../../components/documents.module.css';
import { ReconciliationLink } from '../../../components/reconciliation-link';
import { DocumentPage } from '../../../components/document-page';
import { EMPTY_SUPPLIER, supplierInput, type SupplierDraft } from '../hooks/supplier-form-check';
import { SupplierForm } from './supplier-form';
import { useAddressNid, useDocumentQuery } from '../../../lib/use-document-query';

const draftOf = (supplier: SupplierFieldsFragment): SupplierDraft =>
  Object.fromEntries(
    Object.keys(EMPTY_SUPPLIER).map((key) => [key, String(supplier[key as keyof SupplierDraft] ?? '')]),
  ) as SupplierDraft;

/** The balance in words: who owes whom (positive — the shop owes the supplier). */
const balanceText = (balance: number) =>
  balance === 0
    ? 'Взаиморасчёты закрыты'
    : balance > 0
      ? `Мы должны поставщику ${formatPrice(balance)}`
      : `Поставщик должен нам ${formatPrice(-balance)}`;

/** `/dmn/supplier-orders/suppliers/new`: a new supplier's card. */
export function NewSupplierPage() {
  useDocumentTitle('Новый поставщик');
  const { create } = useCreateAndOpen(CreateSupplierDocument, (data) => `../suppliers/${data.createSupplier.nid}`);
  const save = (draft: SupplierDraft) => create(supplierInput(draft));
  return (
    <section className="page" aria-labelledby="supplier-title">
      <p>
        <Link to="../suppliers">← Все поставщики</Link>
      </p>
      <h1 id="supplier-title">Новый поставщик</h1>
      <SupplierForm initial={EMPTY_SUPPLIER} submitLabel="Добавить поставщика" onSave={save} />
    </section>
  );
}

/** `/dmn/supplier-orders/suppliers/:nid`: a supplier's card to edit, with the settlement balance. */
export function SupplierPage() {
  const nid = useAddressNid();
  const query = useDocumentQuery(SupplierDocument, nid);
  const [update] = useMutation(UpdateSupplierDocument);
  const supplier = query.data?.supplier;
  const save = async (draft: SupplierDraft) => {
    const result = await attempt(() => update({ variables: { nid, input: supplierInput(draft) } }));
    return result.ok ? null : result.failure;
  };
  return (
    <DocumentPage
      nid={nid}
      document={supplier}
      back={{ to: '../suppliers', text: '← Все поставщики' }}
      title={supplier ? supplier.name : 'Поставщик'}
      heading={(shown) => shown.name}
      what="поставщика"
      query={query}
    >
      {(supplier) => (
        <>
          <p className={styles.muted}>
            {balanceText(supplier.balance)} · карточку завёл(а) {supplier.createdByName}
          </p>
          <p>
            <ReconciliationLink counterpartyNid={supplier.nid} />
          </p>
          <SupplierForm
            key={supplier.nid}
            initial={draftOf(supplier)}
            submitLabel="Сохранить изменения"
            onSave={save}
          />
        </>
      )}
    </DocumentPage>
  );
}
