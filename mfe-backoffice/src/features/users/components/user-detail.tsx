import { useQuery } from '@shop/shared/apollo';
import { UserDocument } from '../../../lib/graphql/operations.generated';
import { Link, useParams } from '@shop/shared/router';
import { LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { QueryError } from '../../../components/list-states';
import { formatMoment } from '../../../lib/dates';
import { UserRolesForm } from './user-roles-form';

/** `users/:uid`: who the person is, and their roles (editable by an administrator). */
export function UserDetail() {
  const { uid = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(UserDocument, { variables: { uid } });
  const user = data?.user;
  useDocumentTitle(user ? `Пользователь: ${user.displayName ?? user.email ?? uid}` : 'Пользователь');
  if (loading && !data) return <LoadingView label="Загружаем пользователя…" />;
  if (error && !data) return <QueryError what="пользователя" onRetry={() => void refetch()} />;
  if (!user) return <NotFound />;
  return (
    <section className="page" aria-labelledby="user-title">
      <p>
        <Link to="..">← Все пользователи</Link>
      </p>
      <h1 id="user-title">{user.displayName ?? 'Без имени'}</h1>
      <dl>
        <dt>E-mail</dt>
        <dd>{user.email ?? '—'}</dd>
        {user.phoneNumber ? (
          <>
            <dt>Телефон</dt>
            <dd>{user.phoneNumber}</dd>
          </>
        ) : null}
        <dt>Зарегистрирован</dt>
        <dd>{formatMoment(user.createAt)}</dd>
        {user.rolesChangedAt ? (
          <>
            <dt>Роли изменены</dt>
            <dd>{formatMoment(user.rolesChangedAt)}</dd>
          </>
        ) : null}
      </dl>
      <UserRolesForm user={user} />
    </section>
  );
}
