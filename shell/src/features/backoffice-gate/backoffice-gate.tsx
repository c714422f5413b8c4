import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { canEnterBackoffice } from '@shop/shared/access';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';

/**
 * The outer gate of /dmn (requirements §6): isAdmin or isSeller. Until the gate opens, the
 * back-office remote is not even fetched.
 */
export function BackofficeGate({ children }: { children: ReactNode }) {
  const authLoading = useShopStore((state) => state.authLoading);
  const user = useShopStore((state) => state.user);
  const allowed = useShopStore(canEnterBackoffice);
  if (authLoading) return <LoadingView label="Проверяем доступ…" />;
  if (allowed) return children;
  return <AccessDenied signedIn={user !== null} />;
}

function AccessDenied({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle('Нет доступа');
  return (
    <section className="page" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">Раздел только для сотрудников</h1>
      {signedIn ? (
        <p>
          У вашей учётной записи нет доступа к управлению магазином. Если вы сотрудник, попросите администратора выдать
          вам роль.
        </p>
      ) : (
        <p>Управление магазином доступно сотрудникам. Войдите под учётной записью сотрудника.</p>
      )}
      <p>
        {signedIn ? null : (
          <>
            <Link className="button" to="/auth?next=%2Fdmn">
              Войти
            </Link>{' '}
          </>
        )}
        <Link className="button button--secondary" to="/">
          Вернуться в магазин
        </Link>
      </p>
    </section>
  );
}
