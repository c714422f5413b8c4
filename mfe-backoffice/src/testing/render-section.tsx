import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/**
 * Renders a section's screen as the back-office routes it (`/dmn/<section>/*`), opened at `url`,
 * with the API answering from `mocks`: the render result, the router and a user to act.
 */
export function renderSection(
  pattern: string,
  screen: ReactElement,
  url: string,
  mocks: readonly MockLink.MockedResponse[],
) {
  return renderRoutes([{ path: pattern, element: screen }], url, mocks);
}

/** The section's screen, to open at an address: `renderAt('/dmn/buyer-returns?page=2', mocks)`. */
export const sectionAt =
  (section: string, screen: ReactElement) => (url: string, mocks: readonly MockLink.MockedResponse[]) =>
    renderSection(`/dmn/${section}/*`, screen, url, mocks);

/** As renderSection, for a screen with the pages it links to beside it (where a test follows a link). */
export function renderRoutes(routes: RouteObject[], url: string, mocks: readonly MockLink.MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}
