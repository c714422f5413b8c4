import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders a component at a route, as the shell's router would: `path` is the route pattern,
 * `url` the address the visitor opened.
 */
export function renderAtRoute(element: ReactElement, { path = '*', url = '/' }: { path?: string; url?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>другая страница</p> },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
