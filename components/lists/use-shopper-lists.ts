'use client';

import type { Favourite, Smartlist } from '@shop/product-api/contract/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import { useToast } from '@/components/ui/toast';
import {
  favouritesQueryKey,
  favouritesQueryOptions,
  listsHolding,
  listsQueryKey,
  listsQueryOptions,
  withList,
} from '@/lib/lists/lists';
import { sessionQueryOptions } from '@/lib/session/session';

/**
 * Whether the signed-in shopper holds a product among their favourites, and the toggle. Each card
 * selects only its own answer, so a change re-renders the one heart it concerns. A visitor is
 * asked to sign in, as the buy button asks (spec §4 session).
 */
export function useFavourite(barcode: string) {
  const t = useTranslations('listButtons');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const { openLoginPopup } = useLoginDialog();
  const { data: profile } = useQuery(sessionQueryOptions());
  const signedIn = Boolean(profile);
  const { data: isFavourite = false } = useQuery({
    ...favouritesQueryOptions(),
    enabled: signedIn,
    select: (favourites: Favourite[]) => favourites.some((favourite) => favourite.barcode === barcode),
  });

  const toggle = useMutation({
    mutationFn: async (add: boolean) => {
      const requests = await import('@/lib/lists/lists-requests');
      return add ? requests.addFavourite(barcode) : requests.removeFavourite(barcode);
    },
    onSuccess: (favourites) => queryClient.setQueryData(favouritesQueryKey, favourites),
    onError: () => showToast(t('failed')),
  });

  // The session is asked when the shopper acts, as the buy button does: a tap before it has
  // loaded must not take a customer for a visitor.
  const onToggle = async () => {
    const signedInNow = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (!signedInNow) openLoginPopup();
    else toggle.mutate(!isFavourite);
  };
  return { isFavourite, onToggle, isPending: toggle.isPending };
}

/**
 * Whether any list of the signed-in shopper holds the product (asked for once someone is signed
 * in): each card selects its own answer, so a list change re-renders only the buttons it flips.
 */
export function useInAnyList(barcode: string): boolean {
  const { data: profile } = useQuery(sessionQueryOptions());
  const { data: inList = false } = useQuery({
    ...listsQueryOptions(),
    enabled: Boolean(profile),
    select: (lists: Smartlist[]) => listsHolding(lists, barcode).length > 0,
  });
  return Boolean(profile) && inList;
}

/** Keeps the cached lists in step with a list an item call answered. */
export function useStoreListAnswer() {
  const queryClient = useQueryClient();
  return (list: Smartlist) =>
    queryClient.setQueryData<Smartlist[]>(listsQueryKey, (lists) => withList(lists, list));
}
