import type { FallbackProps } from 'react-error-boundary';
import { useDocumentTitle } from '@shop/shared/ui';

/** What a page that failed to render shows instead: always the shop's own words. */
export function RouteError({ error }: FallbackProps) {
  useDocumentTitle('Ошибка');
  console.error('A page failed to render', error);
  return (
    <section className="page" role="alert">
      <h1>Что-то пошло не так</h1>
      <p>Страница не открылась из-за ошибки. Обновите её или вернитесь на главную.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Обновить страницу
        </button>{' '}
        <a className="button button--secondary" href="/">
          На главную
        </a>
      </p>
    </section>
  );
}
