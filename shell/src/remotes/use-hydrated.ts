import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts the HTML the server sent (and on the server itself), true after and
 * in every render that does not hydrate: what the server could not know (the cart, the
 * signed-in visitor) renders only once the page is the browser's own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
