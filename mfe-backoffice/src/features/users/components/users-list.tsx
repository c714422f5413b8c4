import { useState, type FormEvent } from 'react';
import { ROLE_FLAGS, type RoleFlag } from '@shop/shared/access';
import { useQuery } from '@shop/shared/apollo';
import { UsersDocument } from '../../../lib/graphql/operations.generated';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryStates } from '../../../components/list-states';
import styles from '../../../components/list.module.css';
import { useListParams } from '../../../lib/use-list-params';
import { formatMoment } from '../../../lib/dates';
import { ROLE_TITLES } from '../role-titles';
import { DataTable } from '../../../components/data-table';
import { SearchBox } from '../../../components/filters-bar';

const isRole = (value: string): value is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(value);

/** Everyone who has signed in, staff first: search by name or e-mail, filter by role. */
export function UsersList() {
  useDocumentTitle('Пользователи');
  const list = useListParams();
  const search = list.filter('q');
  const role = list.filter('role');
  const [typed, setTyped] = useState(search);
  const query = useQuery(UsersDocument, {
    variables: { search: search || null, role: isRole(role) ? role : null, skip: list.skip, limit: list.limit },
  });
  const { data } = query;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: typed.trim() });
  };
  return (
    <section className="page" aria-labelledby="users-title">
      <h1 id="users-title">Пользователи</h1>
      <form className={styles.filters} role="search" aria-label="Поиск пользователей" onSubmit={submit}>
        <SearchBox label="Имя или e-mail">
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </SearchBox>
        <label>
          Роль
          <select value={isRole(role) ? role : ''} onChange={(event) => list.setFilters({ role: event.target.value })}>
            <option value="">Все</option>
            {ROLE_FLAGS.map((flag) => (
              <option key={flag} value={flag}>
                {ROLE_TITLES[flag]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryStates query={query} what="пользователей" />
      {data && data.users.items.length === 0 ? (
        <EmptyList>
          {search || role ? 'Никого не нашлось. Измените поиск или роль.' : 'Ещё никто не входил на сайт.'}
        </EmptyList>
      ) : null}
      {data && data.users.items.length > 0 ? (
        <DataTable
          rows={data.users.items}
          rowKey={(user) => user.uid}
          columns={[
            {
              title: 'Имя',
              cell: (user) => <Link to={encodeURIComponent(user.uid)}>{user.displayName ?? 'Без имени'}</Link>,
            },
            { title: 'E-mail', cell: (user) => user.email ?? '—' },
            {
              title: 'Роли',
              cell: (user) =>
                ROLE_FLAGS.filter((flag) => user[flag])
                  .map((flag) => ROLE_TITLES[flag])
                  .join(', ') || 'Покупатель',
            },
            { title: 'Зарегистрирован', cell: (user) => formatMoment(user.createAt) },
          ]}
        />
      ) : null}
      {data ? (
        <ListPager total={data.users.total} page={list.page} pageSize={list.limit} onPage={list.setPage} />
      ) : null}
    </section>
  );
}
