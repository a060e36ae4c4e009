'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { listsQueryOptions } from '@/lib/lists/lists';
import { ListsView } from './lists-view';
import styles from './lists.module.css';

/**
 * /smartlist (spec §2 smartlists): the customer's shopping lists. Cached HTML like every page
 * (README: Cached pages); the lists are drawn in the browser for whoever is signed in, from BFF
 * answers that are private and never stored by HTTP caches; the service worker keeps the last copy
 * so the lists open without a signal (README: Shopping lists offline). A visitor is asked to sign
 * in, as on /orders.
 */
export function SmartlistScreen() {
  const t = useTranslations('lists');
  const queryClient = useQueryClient();
  // Asked beside the session, not after it: the lists are what the page is for, and the query
  // asks nothing without the signed-in hint. A session found ended drops them (forgetShopper).
  useEffect(() => {
    void queryClient.prefetchQuery(listsQueryOptions());
  }, [queryClient]);
  const texts = {
    visitorTitle: t('visitorTitle'),
    visitorText: t('visitorText'),
    signIn: t('signIn'),
    loading: t('loading'),
  };
  return (
    <SignedInOnly texts={texts} className={styles.box} titleClassName={styles.boxTitle} readableOffline>
      <ListsView />
    </SignedInOnly>
  );
}
