import { BuyerReturnDocument } from '@shop/shared/graphql';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { StatusBadge } from '../../../components/status-badge';
import { useBuyerReturnActions } from '../api/use-buyer-return-actions';
import { BuyerReturnDraft } from './buyer-return-draft';
import { BuyerReturnFacts } from './buyer-return-facts';
import { BuyerReturnLines } from './buyer-return-lines';
import { RefundLink } from './refund-link';
import { DocumentComment, DocumentPage, PostedSteps, StepOutcome } from '../../../components/document-page';
import { useAddressNid, useDocumentQuery } from '../../../lib/use-document-query';

/** `/dmn/buyer-returns/:nid`: a draft to fill in and post, or a posted (cancelled) return to read. */
export function BuyerReturnPage() {
  const nid = useAddressNid();
  const query = useDocumentQuery(BuyerReturnDocument, nid);
  const actions = useBuyerReturnActions(nid);
  return (
    <DocumentPage kind="buyerReturn" nid={nid} document={query.data?.buyerReturn} query={query}>
      {(buyerReturn) => (
        <>
          <p>
            <StatusBadge status={buyerReturn.status} />
          </p>
          <BuyerReturnFacts buyerReturn={buyerReturn} />
          <StepOutcome done={actions.done} failure={actions.failure} />
          {buyerReturn.status === 'DRAFT' ? (
            <BuyerReturnDraft key={buyerReturn.nid} buyerReturn={buyerReturn} actions={actions} />
          ) : (
            <>
              <BuyerReturnLines buyerReturn={buyerReturn} />
              <p className={styles.total}>Итого к возврату покупателю: {formatPrice(buyerReturn.total)}</p>
              <DocumentComment comment={buyerReturn.comment} />
              <PostedSteps status={buyerReturn.status} actions={actions}>
                <RefundLink buyerReturn={buyerReturn} />
              </PostedSteps>
            </>
          )}
        </>
      )}
    </DocumentPage>
  );
}
