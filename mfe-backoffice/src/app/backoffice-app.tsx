import { Link, Route, Routes } from '@shop/shared/router';
import { canEnterBackoffice } from '@shop/shared/access';
import { useShopStore } from '@shop/shared/store';
import { LoadingView } from '@shop/shared/ui';
import { SectionPage } from './section-page';
import { BackofficeHome } from './backoffice-home';
import { BackofficeMenu } from './backoffice-menu';
import styles from './backoffice-app.module.css';

/** Everything under /dmn. The gate is checked here too, so the remote is safe on its own. */
export function BackofficeApp() {
  const authLoading = useShopStore((state) => state.authLoading);
  const allowed = useShopStore(canEnterBackoffice);
  const signedIn = useShopStore((state) => state.user !== null);
  if (authLoading) return <LoadingView label="Проверяем доступ…" />;
  if (!allowed) {
    return (
      <section className="page" role="alert">
        <h1>Раздел только для сотрудников</h1>
        <p>
          {signedIn
            ? 'У вашей учётной записи нет прав сотрудника магазина. Если вы сотрудник, войдите под рабочей учётной записью или попросите администратора выдать вам роль.'
            : 'Войдите под учётной записью администратора или продавца.'}
        </p>
        <p>
          <Link to="/auth">{signedIn ? 'Сменить учётную запись' : 'Войти'}</Link>
        </p>
      </section>
    );
  }
  return (
    <div className={styles.layout}>
      <BackofficeMenu />
      <div className={styles.content}>
        <Routes>
          <Route index element={<BackofficeHome />} />
          <Route path=":section/*" element={<SectionPage />} />
        </Routes>
      </div>
    </div>
  );
}
