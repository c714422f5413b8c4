import type { ReactNode } from 'react';
import { useQuery, type TypedDocumentNode } from '@shop/shared/apollo';
import { Link, useParams } from '@shop/shared/router';
import { LoadingView } from '@shop/shared/ui';
import { attempt } from '../lib/mutation-failure';
import { useOpensSection } from '../lib/use-opens-section';
import { AnnulledNote, InvoiceSignatures } from './invoice-signatures';
import { InvoiceStateBadge } from './invoice-state-badge';
import { QueryError } from './list-states';

type Invoice = Parameters<typeof InvoiceStateBadge>[0]['invoice'] & Parameters<typeof InvoiceSignatures>[0]['invoice'];

export interface InvoicePageProps<T extends Invoice> {
  /** The heading's id, the page's accessible name. */
  titleId: string;
  /** Where «← Все счета …» leads, and its text. */
  back: { to: string; text: string };
  /** «счёт»: what failed to load, in «Не удалось загрузить …». */
  what: string;
  query: { data: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  /** The invoice once it has come. */
  invoice: T | null | undefined;
  title: (invoice: T) => ReactNode;
  /** «выставил(а)»: who made the invoice, in its signatures. */
  made: string;
  /** The invoice's facts, sums and actions below its state. */
  children: (invoice: T) => ReactNode;
}

/**
 * An invoice's page: back to the list, the load failure or the wait, then the invoice's heading,
 * its paid state with who made and changed it, the annulled note, and what the section shows.
 */
export function InvoicePage<T extends Invoice>({
  titleId,
  back,
  what,
  query,
  invoice,
  title,
  made,
  children,
}: InvoicePageProps<T>) {
  return (
    <section className="page" aria-labelledby={titleId}>
      <p>
        <Link to={back.to}>{back.text}</Link>
      </p>
      {query.error && !query.data ? <QueryError what={what} onRetry={() => void query.refetch()} /> : null}
      {query.loading && !query.data ? <LoadingView label="Загружаем счёт…" /> : null}
      {invoice ? (
        <>
          <h1 id={titleId}>{title(invoice)}</h1>
          <p>
            <InvoiceStateBadge invoice={invoice} /> <InvoiceSignatures invoice={invoice} made={made} />
          </p>
          <AnnulledNote invoice={invoice} />
          {children(invoice)}
        </>
      ) : null}
    </section>
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
  const nid = Number(useParams().nid);
  const takesPayments = useOpensSection('payments');
  const query = useQuery(document, { variables: { nid, withPayments: takesPayments }, skip: !Number.isInteger(nid) });
  return { nid, takesPayments, query };
}
