import { useState } from 'react';
import { useMutation } from '@shop/shared/apollo';
import { CreateBuyerReturnDocument } from '@shop/shared/graphql';
import { useNavigate } from '@shop/shared/router';
import { attempt } from '../lib/mutation-failure';
import styles from './documents.module.css';

/**
 * «Оформить возврат»: a draft buyer return of a posted shipment (every shipped line at 0), opened
 * for the clerk to type what came back; a refusal (the return period is over, everything is back
 * already) is said beside the button.
 */
export function StartBuyerReturn({ shipmentNid }: { shipmentNid: number }) {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateBuyerReturnDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async () => {
    setRefusal(null);
    const result = await attempt(() => create({ variables: { input: { shipmentNid } } }));
    if (!result.ok) setRefusal(result.failure.message);
    else if (result.data.data) navigate(`/dmn/buyer-returns/${result.data.data.createBuyerReturn.nid}`);
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
