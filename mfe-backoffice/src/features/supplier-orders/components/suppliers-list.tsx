import { useState, type FormEvent } from 'react';
import { useQuery } from '@shop/shared/apollo';
import { SuppliersDocument } from '@shop/shared/graphql';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import styles from '../../../components/documents.module.css';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryStates } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { DataTable } from '../../../components/data-table';

/** `/dmn/supplier-orders/suppliers`: suppliers by name, searched by name or INN, paged in the address. */
export function SuppliersList() {
  useDocumentTitle('Поставщики');
  const list = useListParams();
  const search = list.filter('q');
  const [typed, setTyped] = useState(search);
  const { data, loading, error, refetch } = useQuery(SuppliersDocument, {
    variables: { search: search || null, skip: list.skip, limit: list.limit },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: typed.trim() });
  };
  const suppliers = data?.suppliers;
  return (
    <section className="page" aria-labelledby="suppliers-title">
      <p>
        <Link to="..">← Заказы поставщикам</Link>
      </p>
      <h1 id="suppliers-title">Поставщики</h1>
      <div className={styles.actions}>
        <Link className="button" to="new">
          Добавить поставщика
        </Link>
      </div>
      <form className={listStyles.filters} role="search" onSubmit={submit}>
        <label>
          Название или ИНН
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="button">
          Найти
        </button>
      </form>
      <QueryStates query={{ data, loading, error, refetch }} what="поставщиков" />
      {suppliers && suppliers.items.length === 0 ? (
        <EmptyList>
          {search ? 'Никого не нашлось: проверьте название или ИНН.' : 'Поставщиков пока нет — добавьте первого.'}
        </EmptyList>
      ) : null}
      {suppliers && suppliers.items.length > 0 ? (
        <DataTable
          rows={suppliers.items}
          rowKey={(supplier) => supplier.nid}
          columns={[
            { title: 'Поставщик', cell: (supplier) => <Link to={String(supplier.nid)}>{supplier.name}</Link> },
            { title: 'ИНН', cell: (supplier) => supplier.inn },
            { title: 'Контакт', cell: (supplier) => supplier.contactPerson ?? '—' },
            { title: 'Телефон', cell: (supplier) => supplier.phone ?? '—' },
          ]}
        />
      ) : null}
      {suppliers ? (
        <ListPager total={suppliers.total} page={list.page} pageSize={list.limit} onPage={list.setPage} />
      ) : null}
    </section>
  );
}
