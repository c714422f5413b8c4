import type { SupplierReturnFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { useSupplierReturnActions } from '../api/use-supplier-return-actions';
import { SupplierReturnDraft } from './supplier-return-draft';
import { SupplierReturnLines } from './supplier-return-lines';
import { CancelPosting, DocumentComment, DraftOrPosted } from '../../../components/document-page';
import { StatusWithHistory } from '../../../components/document-history';
import { LocationLine } from '../../../components/stock-location';

/** `/dmn/supplier-returns/:nid`: a draft to fill in and post, or a posted (cancelled) return to read and print. */
export function SupplierReturnView({ supplierReturn }: { supplierReturn: SupplierReturnFieldsFragment }) {
  const actions = useSupplierReturnActions(supplierReturn.nid);
  return (
    <>
      <StatusWithHistory document={supplierReturn} />
      <p>
        Поставщик:{' '}
        <Link to={`/dmn/supplier-orders/suppliers/${supplierReturn.supplierNid}`}>{supplierReturn.supplierName}</Link> ·
        по <Link to={`/dmn/acceptance/${supplierReturn.acceptanceNid}`}>приёмке № {supplierReturn.acceptanceNid}</Link>{' '}
        (
        <Link to={`/dmn/supplier-orders/${supplierReturn.supplierOrderNid}`}>
          заказ поставщику № {supplierReturn.supplierOrderNid}
        </Link>
        )
      </p>
      <DraftOrPosted document={supplierReturn} actions={actions} draft={SupplierReturnDraft}>
        <LocationLine label="Возвращено из" location={supplierReturn.location} />
        <SupplierReturnLines supplierReturn={supplierReturn} />
        <p className={styles.total}>Итого: {formatPrice(supplierReturn.total)}</p>
        <DocumentComment comment={supplierReturn.comment} />
        <div className={styles.actions}>
          {supplierReturn.status === 'POSTED' ? (
            <>
              <Link className="button" to="print">
                Печатная форма
              </Link>
              <CancelPosting actions={actions} />
            </>
          ) : null}
        </div>
      </DraftOrPosted>
    </>
  );
}
