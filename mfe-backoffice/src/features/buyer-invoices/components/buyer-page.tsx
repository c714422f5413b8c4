import { BuyerDocument } from '@shop/shared/graphql';
import { Link, useParams } from '@shop/shared/router';
import { formatPrice, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { ReconciliationLink } from '../../../components/reconciliation-link';
import { QueryStates } from '../../../components/list-states';
import { useDocumentQuery } from '../../../lib/use-document-query';

/** What a balance means to staff: negative — the buyer owes the shop, positive — an advance. */
function balanceText(balance: number) {
  if (balance < 0) return `Покупатель должен магазину ${formatPrice(-balance)}`;
  if (balance > 0) return `Аванс покупателя ${formatPrice(balance)}`;
  return 'Расчёты закрыты';
}

/** `/dmn/buyer-invoices/buyers/:nid`: a buyer's card with the settlement balance and their invoices. */
export function BuyerPage() {
  const nid = Number(useParams().nid);
  const { data, loading, error, refetch } = useDocumentQuery(BuyerDocument, nid);
  useDocumentTitle(data?.buyer?.name ?? 'Покупатель');
  const buyer = data?.buyer;
  if (!Number.isInteger(nid) || (data && !buyer)) return <NotFound />;
  return (
    <section className="page" aria-labelledby="buyer-title">
      <p>
        <Link to="/dmn/buyer-invoices/buyers">← Все покупатели</Link>
      </p>
      <QueryStates query={{ data, loading, error, refetch }} what="покупателя" />
      {buyer ? (
        <>
          <h1 id="buyer-title">{buyer.name}</h1>
          <dl>
            <dt>Телефон</dt>
            <dd>{buyer.phone ?? '—'}</dd>
            <dt>E-mail</dt>
            <dd>{buyer.email ?? '—'}</dd>
            <dt>ИНН</dt>
            <dd>{buyer.inn ?? 'не указан'}</dd>
            <dt>Сальдо</dt>
            <dd>{balanceText(buyer.balance)}</dd>
          </dl>
          <p>
            <Link to={`/dmn/buyer-invoices?counterparty=${buyer.nid}`}>Счета этого покупателя</Link>{' '}
            <ReconciliationLink counterpartyNid={buyer.nid} />
          </p>
        </>
      ) : null}
    </section>
  );
}
