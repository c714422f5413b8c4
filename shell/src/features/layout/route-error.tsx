import { isRouteErrorResponse, useRouteError } from '@shop/shared/router';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';

/** Replaces the router's generic error page: the visitor always gets the shop's own words. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Ошибка');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
