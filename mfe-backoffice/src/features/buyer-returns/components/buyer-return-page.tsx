import type { BuyerReturnFieldsFragment } from '../../../lib/graphql/operations.generated';
import { formatPrice } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { StatusWithHistory } from '../../../components/document-history';
import { useBuyerReturnActions } from '../api/use-buyer-return-actions';
import { BuyerReturnDraft } from './buyer-return-draft';
import { BuyerReturnFacts } from './buyer-return-facts';
import { BuyerReturnLines } from './buyer-return-lines';
import { RefundLink } from './refund-link';
import { DocumentComment, DraftOrPosted, PostedSteps } from '../../../components/document-page';
import { LocationLine } from '../../../components/stock-location';

/** `/dmn/buyer-returns/:nid`: a draft to fill in and post, or a posted (cancelled) return to read. */
export function BuyerReturnView({ buyerReturn }: { buyerReturn: BuyerReturnFieldsFragment }) {
  const actions = useBuyerReturnActions(buyerReturn.nid);
  return (
    <>
      <StatusWithHistory document={buyerReturn} />
      <BuyerReturnFacts buyerReturn={buyerReturn} />
      <DraftOrPosted document={buyerReturn} actions={actions} draft={BuyerReturnDraft}>
        <LocationLine label="Товар вернулся в" location={buyerReturn.location} />
        <BuyerReturnLines buyerReturn={buyerReturn} />
        <p className={styles.total}>Итого к возврату покупателю: {formatPrice(buyerReturn.total)}</p>
        <DocumentComment comment={buyerReturn.comment} />
        <PostedSteps status={buyerReturn.status} actions={actions}>
          <RefundLink buyerReturn={buyerReturn} />
        </PostedSteps>
      </DraftOrPosted>
    </>
  );
}
