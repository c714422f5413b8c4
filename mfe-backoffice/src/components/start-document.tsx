import { useState } from 'react';
import type { TypedDocumentNode } from '@shop/shared/apollo';
import { useCreateAndOpen } from '../lib/use-create-and-open';
import styles from './documents.module.css';

export interface StartDocumentProps<Data, Input> {
  /** The mutation that makes the draft, and what it is given. */
  create: TypedDocumentNode<Data, { input: Input }>;
  input: Input;
  /** The new draft's page. */
  pageOf: (created: Data) => string;
  /** «Оформить возврат»: what the button says, and «Оформляем…» while it runs. */
  label: string;
  busyLabel: string;
}

/**
 * A button that makes a draft and opens it for staff to fill in; a refusal (nothing left to return, the period is
 * over) is said beside the button.
 */
export function StartDocument<Data, Input>({
  create,
  input,
  pageOf,
  label,
  busyLabel,
}: StartDocumentProps<Data, Input>) {
  const { create: run, loading } = useCreateAndOpen(create, pageOf);
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async () => {
    setRefusal(null);
    setRefusal((await run(input))?.message ?? null);
  };
  return (
    <>
      <button type="button" className="button" disabled={loading} onClick={() => void start()}>
        {loading ? busyLabel : label}
      </button>
      {refusal ? (
        <span className={styles.fieldError} role="alert">
          {refusal}
        </span>
      ) : null}
    </>
  );
}
