import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from '@shop/shared/router';
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

/**
 * Around the page in the layout: a page that throws while rendering shows `RouteError` and
 * keeps the header and footer around it; the next navigation (a new history entry) tries again.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
