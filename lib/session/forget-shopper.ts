import type { QueryClient } from '@tanstack/react-query';
import { forgetOfflineData } from '@/lib/offline/offline-caches';
import { sessionQueryKey } from './session';

/**
 * Spec §4 logout and session end: the shopper's own data leaves the browser's memory, and the
 * service worker's copy of the lists and the ticks waiting to be sent leave its storage (README:
 * Installable shop and lists offline).
 */
export function forgetShopper(queryClient: QueryClient): void {
  void forgetOfflineData().catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}
