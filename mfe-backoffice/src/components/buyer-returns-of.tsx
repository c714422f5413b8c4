import { useQuery } from '@shop/shared/apollo';
import { BuyerReturnsDocument, type BuyerReturnFilter } from '../lib/graphql/operations.generated';
import { useOpensSection } from '../lib/use-opens-section';
import { RelatedDocuments } from './related-documents';
import { documentColumns } from './document-columns';

export interface BuyerReturnsOfProps {
  /** A shipment's returns, or a buyer order's. */
  filter: Pick<BuyerReturnFilter, 'shipmentNid' | 'buyerOrderNid'>;
  /** «по отгрузке», «по заказу». */
  of: string;
}

/** The buyer returns of a shipment or an order, for staff who open «Возвраты покупателей». */
export function BuyerReturnsOf(props: BuyerReturnsOfProps) {
  const allowed = useOpensSection('buyer-returns');
  return allowed ? <BuyerReturnsSection {...props} /> : null;
}

/**
 * Drafts, posted and cancelled returns, each a link to it. Returns are rare: the section stays
 * out of the way (nothing at all, not even a load failure) until there is one to show.
 */
function BuyerReturnsSection({ filter, of }: BuyerReturnsOfProps) {
  const returns = useQuery(BuyerReturnsDocument, { variables: { filter, skip: 0, limit: 100 } }).data?.buyerReturns
    .items;
  if (!returns?.length) return null;
  return (
    <RelatedDocuments
      title={`Возвраты от покупателя ${of}`}
      rows={returns}
      columns={[
        documentColumns.link('buyerReturn'),
        documentColumns.created(),
        documentColumns.reference('Отгрузка', 'shipments', 'shipmentNid'),
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    />
  );
}
