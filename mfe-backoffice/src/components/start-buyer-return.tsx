import { CreateBuyerReturnDocument } from '../lib/graphql/operations.generated';
import { StartDocument } from './start-document';

/**
 * «Оформить возврат»: a draft buyer return of a posted shipment (every shipped line at 0), opened
 * for the clerk to type what came back; a refusal (the return period is over, everything is back
 * already) is said beside the button.
 */
export function StartBuyerReturn({ shipmentNid }: { shipmentNid: number }) {
  return (
    <StartDocument
      create={CreateBuyerReturnDocument}
      input={{ shipmentNid }}
      pageOf={(data) => `/dmn/buyer-returns/${data.createBuyerReturn.nid}`}
      label="Оформить возврат"
      busyLabel="Оформляем…"
    />
  );
}
