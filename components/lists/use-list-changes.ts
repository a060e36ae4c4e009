'use client';

import type { Smartlist, SmartlistItem } from '@shop/product-api/contract/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { listsQueryKey, tickQueueQueryKey, withList } from '@/lib/lists/lists';
import type { ListTick } from '@/lib/lists/offline-ticks';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { BffError } from '@/lib/queries/bff-error';
import { showAddressQuery } from '@/lib/use-address-query';
import type { TitleRequest } from './list-title-dialog';

const requests = () => import('@/lib/lists/lists-requests');

/**
 * The changes of the lists page and the current-list rules of spec §4: after create, rename or
 * copy the answer becomes current (the address's `?list=`) and the lists are read again; after a
 * delete nothing is chosen, so the first list shows. A refused delete (2035, the last list) is a
 * toast (spec §8).
 */
export function useListChanges(current: Smartlist | null) {
  const t = useTranslations('lists');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const storeList = (list: Smartlist) =>
    queryClient.setQueryData<Smartlist[]>(listsQueryKey, (lists) => withList(lists, list));
  const failed = () => showToast(t('failed'));
  /** Shows an item's change at once, before the API answers. */
  const patchItem = (id: number, itemId: number, patch: Partial<SmartlistItem>) =>
    queryClient.setQueryData<Smartlist[]>(listsQueryKey, (lists) =>
      lists?.map((list) =>
        list.id !== id
          ? list
          : { ...list, items: list.items.map((item) => (item.id === itemId ? { ...item, ...patch } : item)) },
      ),
    );

  // The tick's code loads with the page, online, so the service worker keeps it: fetched at the
  // first tick in the aisle it could not load (README: Shopping lists offline).
  useEffect(() => {
    void import('@/lib/lists/offline-sync').catch(() => undefined);
  }, []);

  const saveTitle = useMutation({
    mutationFn: async ({ kind, title }: { kind: TitleRequest['kind']; title: string }) => {
      const api = await requests();
      if (kind === 'create' || current === null) return api.createList(title);
      return kind === 'rename' ? api.renameList(current.id, title) : api.copyList(current.id, title);
    },
    onSuccess: (list) => {
      storeList(list);
      showAddressQuery(`?list=${list.id}`, true);
      void queryClient.invalidateQueries({ queryKey: listsQueryKey });
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: async (id: number) => (await requests()).deleteList(id),
    onSuccess: (left) => {
      queryClient.setQueryData(listsQueryKey, left);
      showAddressQuery('', true);
    },
    onError: (error) =>
      showToast(
        error instanceof BffError && error.refused && error.code === ResponseCode.LAST_SMARTLIST
          ? t('lastList')
          : t('failed'),
      ),
  });

  const addCustom = useMutation({
    mutationFn: async ({ id, description }: { id: number; description: string }) =>
      (await requests()).addListItem({ id, type: 'CUSTOM', amount: 1, description }),
    onSuccess: storeList,
    onError: failed,
  });

  const setAmount = useMutation({
    mutationFn: async ({ id, itemId, amount }: { id: number; itemId: number; amount: number }) =>
      (await requests()).updateListItem(id, itemId, amount),
    // The stepper shows the new amount at once; the answer (on the API's grid) replaces it.
    onMutate: ({ id, itemId, amount }) => patchItem(id, itemId, { amount }),
    onSuccess: storeList,
    onError: () => {
      failed();
      void queryClient.invalidateQueries({ queryKey: listsQueryKey });
    },
  });

  const setChecked = useMutation({
    // Sent now, or kept on the device until the connection returns (README: Shopping lists
    // offline): the call decides itself, so React Query must not hold it back while offline.
    networkMode: 'always',
    mutationFn: async (tick: ListTick) =>
      (await import('@/lib/lists/offline-sync')).sendOrQueueTick(tick, navigator.onLine),
    onMutate: ({ id, itemId, checked }) => patchItem(id, itemId, { checked }),
    onSuccess: ({ list, queue }) => {
      if (list) storeList(list);
      queryClient.setQueryData(tickQueueQueryKey, queue);
    },
    onError: () => {
      failed();
      void queryClient.invalidateQueries({ queryKey: listsQueryKey });
    },
  });

  const removeItem = useMutation({
    mutationFn: async ({ id, itemId }: { id: number; itemId: number }) =>
      (await requests()).deleteListItem(id, itemId),
    onSuccess: storeList,
    onError: failed,
  });

  return { saveTitle, remove, addCustom, setAmount, setChecked, removeItem };
}
