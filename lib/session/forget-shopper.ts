import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './session';

/** Spec §4 logout and session end: the shopper's own data leaves the browser's memory. */
export function forgetShopper(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}
