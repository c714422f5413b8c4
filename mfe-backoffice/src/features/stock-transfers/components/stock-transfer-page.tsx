import type { StockTransferFieldsFragment } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import styles from '../../../components/documents.module.css';
import { useStockTransferActions } from '../api/use-stock-transfer-actions';
import { StockTransferDraft } from './stock-transfer-draft';
import { StockTransferLines } from './stock-transfer-lines';
import { DocumentComment, DraftOrPosted, PostedSteps } from '../../../components/document-page';
import { StatusWithHistory } from '../../../components/document-history';
import { LocationLine } from '../../../components/stock-location';

/** `/dmn/stock-transfers/:nid`: a draft to fill in and post, or a posted (cancelled) transfer to read and print. */
export function StockTransferView({ stockTransfer: transfer }: { stockTransfer: StockTransferFieldsFragment }) {
  const actions = useStockTransferActions(transfer.nid);
  return (
    <>
      <StatusWithHistory document={transfer} />
      <DraftOrPosted document={transfer} actions={actions} draft={StockTransferDraft}>
        <LocationLine label="Откуда" location={transfer.location} />
        <LocationLine label="Куда" location={transfer.destination} />
        <StockTransferLines transfer={transfer} />
        <p className={styles.total}>Итого перемещено: {transfer.quantity} шт.</p>
        <DocumentComment comment={transfer.comment} />
        <PostedSteps status={transfer.status} actions={actions}>
          <Link className="button" to="print">
            Печатная форма
          </Link>
        </PostedSteps>
      </DraftOrPosted>
    </>
  );
}
