import { useState } from 'react';
import { CreateBuyerReturnDocument } from '../lib/graphql/operations.generated';
import { useCreateAndOpen } from '../lib/use-create-and-open';
import styles from './documents.module.css';

/**
 * «Оформить возврат»: a draft buyer return of a posted shipment (every shipped line at 0), opened
 * for the clerk to type what came back; a refusal (the return period is over, everything is back
 * already) is said beside the button.
 */
export function StartBuyerReturn({ shipmentNid }: { shipmentNid: number }) {
  const { create, loading } = useCreateAndOpen(
    CreateBuyerReturnDocument,
    (data) => `/dmn/buyer-returns/${data.createBuyerReturn.nid}`,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async () => {
    setRefusal(null);
    setRefusal((await create({ shipmentNid }))?.message ?? null);
  };
  return (
    <>
      <button type="button" className="button" disabled={loading} onClick={() => void start()}>
        {loading ? 'Оформляем…' : 'Оформить возврат'}
      </button>
      {refusal ? (
        <span className={styles.fieldError} role="alert">
          {refusal}
        </span>
      ) : null}
    </>
  );
}
