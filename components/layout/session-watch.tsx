'use client';

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { BffError } from '@/lib/queries/bff-error';
import { forgetShopper } from '@/lib/session/forget-shopper';
import { sessionQueryKey } from '@/lib/session/session';
import { SESSION_ENDED_EVENT } from '@/lib/queries/session-signal';
import { useLoginDialog } from './login-dialog-context';

const isProductSearch = (key: QueryKey | undefined) => key?.[0] === 'products';
/** The staff screen's calls (keys under 'staff') answer for the staff's session, not the shopper's. */
const isStaffCall = (key: QueryKey | undefined) => key?.[0] === 'staff';
const refusedBySession = (error: unknown) =>
  error instanceof BffError && (error.status === 401 || error.status === 403);
/**
 * A call that never reached the shop because the device has no connection says nothing of the
 * session: signing out then would also drop the lists kept for the aisle (README: Shopping lists offline).
 */
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Session rules of spec §4, for every call the browser makes:
 * - any 401 or 403 from the API clears the session (the BFF already dropped the cookie) and goes
 *   to the home page;
 * - a product search failing with 401 or a network error while signed in (not while the device
 *   is offline), or any call whose
 *   session cookie turned out to have ended (lib/queries/session-signal.ts), says that the session
 *   timed out, signs out and opens the login popup over the current screen.
 * The staff screen's calls are left to it: a staff refusal says nothing of the shopper's session.
 */
export function SessionWatch() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { openLoginPopup } = useLoginDialog();
  const { showToast } = useToast();
  const t = useTranslations('login');

  useEffect(() => {
    const signedIn = () => Boolean(queryClient.getQueryData(sessionQueryKey));
    const timedOut = () => {
      if (!signedIn()) return;
      forgetShopper(queryClient);
      // The cookie may still be there when the search failed on the network: sign out for real.
      void import('@/lib/session/session-requests').then(({ logOut }) => logOut()).catch(() => undefined);
      showToast(t('sessionTimedOut'));
      openLoginPopup('sessionTimedOut');
    };
    const failed = (error: unknown, key: QueryKey | undefined) => {
      if (isStaffCall(key)) return;
      const networkFailure = !(error instanceof BffError) && !deviceOffline();
      if (isProductSearch(key) && (refusedBySession(error) || networkFailure)) {
        timedOut();
      } else if (refusedBySession(error)) {
        forgetShopper(queryClient);
        router.push('/');
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        failed(event.action.error, event.query.queryKey);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        failed(event.action.error, event.mutation.options.mutationKey);
    });
    window.addEventListener(SESSION_ENDED_EVENT, timedOut);
    return () => {
      stopQueries();
      stopMutations();
      window.removeEventListener(SESSION_ENDED_EVENT, timedOut);
    };
  }, [queryClient, router, openLoginPopup, showToast, t]);

  return null;
}
