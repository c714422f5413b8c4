import type { ComponentProps, ReactElement } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderAtRoute } from '../../../testing/render';

/**
 * Renders a catalogue page at a route (`path` the pattern, `url` the address opened) with these
 * hand-made GraphQL answers in place of the API.
 */
export function renderWithAnswers(
  page: ReactElement,
  answers: ComponentProps<typeof MockedProvider>['mocks'],
  route: { path?: string; url: string },
) {
  return renderAtRoute(<MockedProvider mocks={answers}>{page}</MockedProvider>, route);
}
