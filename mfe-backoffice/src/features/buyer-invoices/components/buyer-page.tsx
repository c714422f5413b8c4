import { BuyerDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/ui';
import { ReconciliationLink } from '../../../components/reconciliation-link';
import { DocumentPage } from '../../../components/document-page';
import { useAddressNid, useDocumentQuery } from '../../../lib/use-document-query';

/** What a balance means to staff: negative — the buyer owes the shop, positive — an advance. */
function balanceText(balance: number) {
  if (balance < 0) return `Покупатель должен магазину ${formatPrice(-balance)}`;
  if (balance > 0) return `Аванс покупателя ${formatPrice(balance)}`;
  return 'Расчёты закрыты';
}

/** `/dmn/buyer-invoices/buyers/:nid`: a buyer's card with the settlement balance and their invoices. */
export function BuyerPage() {
  const nid = useAddressNid();
  const query = useDocumentQuery(BuyerDocument, nid);
  const buyer = query.data?.buyer;
  return (
    <DocumentPage
      nid={nid}
      document={buyer}
      back={{ to: '/dmn/buyer-invoices/buyers', text: '← Все покупатели' }}
      title={buyer?.name ?? 'Покупатель'}
      heading={(shown) => shown.name}
      what="покупателя"
      query={query}
    >
      {(buyer) => (
        <>
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
      )}
    </DocumentPage>
  );
}
