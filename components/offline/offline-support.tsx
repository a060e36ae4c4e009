'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BASE_PATH } from '@/lib/base-path';
import { listsQueryKey, tickQueueQueryKey, withList } from '@/lib/lists/lists';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';
import type { Smartlist } from '@shop/product-api/contract/lists';

/**
 * The installable shop's service worker and the ticks it lets a shopper make offline (README:
 * Installable shop and lists offline): registers /app/sw.js once the page has loaded, and sends
 * the waiting ticks when the page opens and whenever the connection returns (background sync is
 * not in every browser). In production builds only: in development the build's files change under
 * the same names, and a cache-first worker would serve stale code.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(`${BASE_PATH}/sw.js`, { scope: `${BASE_PATH}/` }).catch(() => undefined);
  }, []);

  useEffect(() => {
    const sendWaitingTicks = async () => {
      if (!navigator.onLine || !hasSignedInHint(document.cookie)) return;
      // Only a waiting tick loads the requests (and zod) on a page that does not need them.
      const { readTickQueue } = await import('@/lib/lists/offline-store');
      if ((await readTickQueue()).length === 0) return;
      const { sendQueuedTicks } = await import('@/lib/lists/offline-sync');
      const { lists, queue } = await sendQueuedTicks();
      queryClient.setQueryData(tickQueueQueryKey, queue);
      if (lists.length === 0) return;
      for (const list of lists) {
        queryClient.setQueryData<Smartlist[]>(listsQueryKey, (all) => (all ? withList(all, list) : all));
      }
      void queryClient.invalidateQueries({ queryKey: listsQueryKey });
    };
    const send = () => void sendWaitingTicks().catch(() => undefined);
    // React Query believes it is online until told otherwise, so what failed without a signal
    // (who is signed in, the cart) stays failed after the signal returns: ask it again.
    const reconnected = () => {
      send();
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    };
    send();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [queryClient]);

  return null;
}
