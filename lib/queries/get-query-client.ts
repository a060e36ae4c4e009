import { QueryClient, isServer } from '@tanstack/react-query';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Server-rendered data is fresh when it arrives; do not refetch it straight away.
      queries: { staleTime: 60_000, retry: 1 },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One QueryClient per server render, one for the whole visit in the browser (architecture, Code
 * conventions, after TanStack's nextjs-app-prefetching example): a new client on every render would
 * drop the cache.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
