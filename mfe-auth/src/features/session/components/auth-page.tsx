import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { firebaseSession } from '../api/session';
import { signInProblem } from '../sign-in-problem';

/** `/auth`: sign in with a Google account, or — when signed in — who you are and sign out. */
export function AuthPage() {
  useDocumentTitle('Вход', 'Вход в личный кабинет магазина «Сантехника».');
  const authLoading = useShopStore((state) => state.authLoading);
  const user = useShopStore((state) => state.user);
  const staff = useShopStore((state) => state.isAdmin || state.isSeller);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = safeNext(useSearchParams()[0].get('next'));
  const navigate = useNavigate();
  // The visitor came to sign in: the SDK loads now, so that the popup opens at once on the
  // click (a browser lets a page open a popup only shortly after the click).
  useEffect(() => {
    firebaseSession().catch((error: unknown) => console.error('Sign-in could not start', error));
  }, []);
  // Signed in on the way somewhere (`/auth?next=/dmn`): go on there.
  useEffect(() => {
    if (user && next) navigate(next, { replace: true });
  }, [user, next, navigate]);
  const run = async (action: 'in' | 'out') => {
    setPending(true);
    setProblem(null);
    try {
      const session = await firebaseSession();
      await (action === 'in' ? session.signInWithGoogle() : session.signOut());
    } catch (error) {
      const message = signInProblem(error);
      if (message) setProblem(message);
    } finally {
      setPending(false);
    }
  };
  if (authLoading) return <LoadingView label="Проверяем вход…" />;
  if (user) {
    return (
      <section className="page" aria-labelledby="auth-title">
        <h1 id="auth-title">Вы вошли</h1>
        <p>
          {user.displayName ?? 'Покупатель'}
          {user.email ? ` (${user.email})` : ''}
        </p>
        <p>
          <Link to="/cart/orders">Мои заказы</Link>
          {staff ? (
            <>
              {' · '}
              <Link to="/dmn">Управление магазином</Link>
            </>
          ) : null}
        </p>
        <button type="button" className="button" disabled={pending} onClick={() => void run('out')}>
          Выйти
        </button>
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="auth-title">
      <h1 id="auth-title">Вход</h1>
      <p>Войдите, чтобы видеть свои заказы. Сотрудники магазина входят так же, под своей учётной записью.</p>
      <button type="button" className="button" disabled={pending} onClick={() => void run('in')}>
        {pending ? 'Открываем окно входа…' : 'Войти через Google'}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
      <p>
        <Link to="/">Продолжить покупки</Link>
      </p>
    </section>
  );
}

/** A `next` address of this site only: a path, never another origin (`//evil.example`). */
function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
