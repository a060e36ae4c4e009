'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while hydrating, true once React runs the page. A form of a
 * cached page keeps its submit button disabled until then: clicked earlier, the browser would
 * submit it natively, putting what was typed (an e-mail) into the address as a GET query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
