import { formatPrice } from '@shop/shared/ui';
import { CounterpartyDirectory } from '../../../components/counterparty-directory';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';

/** `/dmn/buyer-invoices/buyers`: buyer counterparties (made when their orders were first invoiced). */
export function BuyersList() {
  const list = useListParams();
  return (
    <CounterpartyDirectory
      of="buyers"
      search={list.filter('q').trim()}
      columns={[
        { title: 'Телефон', cell: (buyer) => buyer.phone ?? '—' },
        { title: 'E-mail', cell: (buyer) => buyer.email ?? '—' },
        { title: 'Сальдо', number: true, cell: (buyer) => formatPrice(buyer.balance) },
      ]}
      empty={{ found: 'Никого не нашли.', none: 'Покупатели появятся, когда их заказам выставят счета.' }}
    >
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
    </CounterpartyDirectory>
  );
}
