import { useState } from 'react';
import { Link } from '@shop/shared/router';
import { shopStore, useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';

/** `/auth`: sign in, or — when signed in — who you are and sign out. */
export function AuthPage() {
  useDocumentTitle('Вход', 'Вход в личный кабинет магазина «Сантехника».');
  const authLoading = useShopStore((state) => state.authLoading);
  const user = useShopStore((state) => state.user);
  const [unavailable, setUnavailable] = useState(false);
  if (authLoading) return <LoadingView label="Проверяем вход…" />;
  if (user) {
    return (
      <section className="page" aria-labelledby="auth-title">
        <h1 id="auth-title">Вы вошли</h1>
        <p>
          {user.displayName ?? 'Покупатель'}
          {user.email ? ` (${user.email})` : ''}
        </p>
        <button type="button" className="button" onClick={() => shopStore.getState().signOut()}>
          Выйти
        </button>
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="auth-title">
      <h1 id="auth-title">Вход</h1>
      <p>Войдите, чтобы видеть свои заказы. Сотрудники магазина входят так же, под своей учётной записью.</p>
      <button type="button" className="button" onClick={() => setUnavailable(true)}>
        Войти через Google
      </button>
      {unavailable ? (
        <p role="alert">Вход на сайте пока не подключён. Оформить заказ можно и без входа.</p>
      ) : null}
      <p>
        <Link to="/">Продолжить покупки</Link>
      </p>
    </section>
  );
}
