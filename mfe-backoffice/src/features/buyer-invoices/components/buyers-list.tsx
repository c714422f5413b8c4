import { useQuery } from '@shop/shared/apollo';
import { BuyersDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { formatPrice, useDocumentTitle } from '@shop/shared/ui';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryStates } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { DataTable } from '../../../components/data-table';

/** `/dmn/buyer-invoices/buyers`: buyer counterparties (made when their orders were first invoiced). */
export function BuyersList() {
  useDocumentTitle('Покупатели');
  const list = useListParams();
  const search = list.filter('q').trim();
  const { data, loading, error, refetch } = useQuery(BuyersDocument, {
    variables: { search: search || null, skip: list.skip, limit: list.limit },
  });
  const buyers = data?.buyers;
  return (
    <section className="page" aria-labelledby="buyers-title">
      <p>
        <Link to="..">← Счета покупателям</Link>
      </p>
      <h1 id="buyers-title">Покупатели</h1>
      <form className={listStyles.filters} aria-label="Поиск покупателей" onSubmit={(event) => event.preventDefault()}>
        <label>
          Поиск
          <input
            type="search"
            placeholder="Имя, телефон или e-mail"
            defaultValue={list.filter('q')}
            onChange={(event) => list.setFilters({ q: event.target.value })}
          />
        </label>
      </form>
      <QueryStates query={{ data, loading, error, refetch }} what="покупателей" />
      {buyers && buyers.items.length === 0 ? (
        <EmptyList>{search ? 'Никого не нашли.' : 'Покупатели появятся, когда их заказам выставят счета.'}</EmptyList>
      ) : null}
      {buyers && buyers.items.length > 0 ? (
        <DataTable
          rows={buyers.items}
          rowKey={(buyer) => buyer.nid}
          columns={[
            { title: 'Покупатель', cell: (buyer) => <Link to={String(buyer.nid)}>{buyer.name}</Link> },
            { title: 'Телефон', cell: (buyer) => buyer.phone ?? '—' },
            { title: 'E-mail', cell: (buyer) => buyer.email ?? '—' },
            { title: 'Сальдо', number: true, cell: (buyer) => formatPrice(buyer.balance) },
          ]}
        />
      ) : null}
      {buyers ? <ListPager total={buyers.total} page={list.page} pageSize={list.limit} onPage={list.setPage} /> : null}
    </section>
  );
}
