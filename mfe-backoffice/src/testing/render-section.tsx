import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

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
  const router = createMemoryRouter([{ path: pattern, element: screen }], { initialEntries: [url] });
  const view = render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}
