import { useState } from 'react';
import { useApolloClient } from '@shop/shared/apollo';
import { BuyerInvoicePdfDocument } from '../../../lib/graphql/operations.generated';

/** A file's bytes, sent as base64, saved by the browser under its name. */
function save({ fileName, contentType, base64 }: { fileName: string; contentType: string; base64: string }) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is let go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** «Скачать PDF»: the invoice as the API renders it (the file the buyer's message attaches), with its QR. */
export function DownloadInvoicePdf({ nid }: { nid: number }) {
  const client = useApolloClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const { data } = await client.query({
        query: BuyerInvoicePdfDocument,
        variables: { nid },
        fetchPolicy: 'no-cache',
      });
      if (!data?.buyerInvoicePdf) throw new Error('no file');
      save(data.buyerInvoicePdf);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={download} disabled={state === 'loading'}>
        {state === 'loading' ? 'Готовим PDF…' : 'Скачать PDF'}
      </button>
      {state === 'failed' ? <span role="alert"> Не удалось получить PDF счёта: попробуйте ещё раз</span> : null}
    </>
  );
}
