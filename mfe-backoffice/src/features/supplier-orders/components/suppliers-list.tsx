import { useState, type FormEvent } from 'react';
import { Link } from '@shop/shared/router';
import { CounterpartyDirectory } from '../../../components/counterparty-directory';
import styles from '../../../components/documents.module.css';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';

/** `/dmn/supplier-orders/suppliers`: suppliers by name, searched by name or INN, paged in the address. */
export function SuppliersList() {
  const list = useListParams();
  const search = list.filter('q');
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: typed.trim() });
  };
  return (
    <CounterpartyDirectory
      of="suppliers"
      search={search}
      columns={[
        { title: 'ИНН', cell: (supplier) => supplier.inn },
        { title: 'Контакт', cell: (supplier) => supplier.contactPerson ?? '—' },
        { title: 'Телефон', cell: (supplier) => supplier.phone ?? '—' },
      ]}
      empty={{
        found: 'Никого не нашлось: проверьте название или ИНН.',
        none: 'Поставщиков пока нет — добавьте первого.',
      }}
      intro={
        <div className={styles.actions}>
          <Link className="button" to="new">
            Добавить поставщика
          </Link>
        </div>
      }
    >
      <form className={listStyles.filters} role="search" onSubmit={submit}>
        <label>
          Название или ИНН
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="button">
          Найти
        </button>
      </form>
    </CounterpartyDirectory>
  );
}
