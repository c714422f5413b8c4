import { BuyerReturnDocument } from '../../../lib/graphql/operations.generated';
import { BuyerReturnView } from './buyer-return-page';
import { BuyerReturnsList } from './buyer-returns-list';
import { documentRoutes } from '../../../components/document-routes';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/buyer-returns`: the returns, `:nid` one of them (a new one starts from a posted shipment). */
export default function BuyerReturnsScreen() {
  return (
    <SectionRoutes
      index={<BuyerReturnsList />}
      routes={documentRoutes('buyerReturn', BuyerReturnDocument, BuyerReturnView)}
    />
  );
}
