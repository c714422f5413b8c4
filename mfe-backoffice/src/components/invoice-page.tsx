import type { ReactNode } from 'react';
import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';
import { useAddressNid } from '../lib/use-document-query';
import { DocumentPage, type KindPageProps } from './document-page';
import { attempt } from '../lib/mutation-failure';
import { useOpensSection } from '../lib/use-opens-section';
import { AnnulledNote, InvoiceSignatures } from './invoice-signatures';
import { InvoiceStateBadge } from './invoice-state-badge';

type Invoice = Parameters<typeof InvoiceStateBadge>[0]['invoice'] & Parameters<typeof InvoiceSignatures>[0]['invoice'];

export interface InvoicePageProps<T extends Invoice> extends KindPageProps<T> {
  /** The invoice once it has come; none in an answer, the page is «не найдено». */
  invoice: T | null | undefined;
  /** «выставил(а)»: who made the invoice, in its signatures. */
  made: string;
  /** The invoice's facts, sums and actions below its state. */
  children: (invoice: T) => ReactNode;
}

/**
 * An invoice's page: a document's page whose heading names the invoice, then its paid state with who made and
 * changed it, the annulled note, and what the section shows.
 */
export function InvoicePage<T extends Invoice>({ invoice, made, children, ...page }: InvoicePageProps<T>) {
  return (
    <DocumentPage {...page} document={invoice}>
      {(shown) => (
        <>
          <p>
            <InvoiceStateBadge invoice={shown} /> <InvoiceSignatures invoice={shown} made={made} />
          </p>
          <AnnulledNote invoice={shown} />
          {children(shown)}
        </>
      )}
    </DocumentPage>
  );
}

/** The annulment for «Аннулировать счёт»: null when done, or the refusal as the API worded it. */
export function annulment(cancel: () => Promise<unknown>) {
  return async () => {
    const result = await attempt(cancel);
    return result.ok ? null : result.failure;
  };
}

/**
 * The invoice the address names, with its payments for those who open «Платежи» (the API refuses
 * the payment records to anyone else).
 */
export function useInvoiceQuery<Data>(document: TypedDocumentNode<Data, { nid: number; withPayments: boolean }>) {
  const nid = useAddressNid();
  const takesPayments = useOpensSection('payments');
  const query = useQuery(document, { variables: { nid, withPayments: takesPayments }, skip: !Number.isInteger(nid) });
  return { nid, takesPayments, query };
}
