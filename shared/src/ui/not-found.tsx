import { Link } from '@shop/shared/router';
import { useDocumentTitle } from './use-document-title';
import styles from './not-found.module.css';

/** The not-found page: unknown paths, catalogue paths that match nothing, failed catalogue queries. */
export function NotFound() {
  useDocumentTitle('Страница не найдена');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Страница не найдена</h1>
      <p>Возможно, её удалили или в адресе опечатка. Загляните на главную или в каталог.</p>
      <div className={styles.actions}>
        <Link className="button" to="/">
          На главную
        </Link>
        <Link className="button button--secondary" to="/contacts">
          Контакты магазина
        </Link>
      </div>
    </section>
  );
}
