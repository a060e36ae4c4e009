'use client';

import type { Smartlist } from '@shop/product-api/contract/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { listsQueryKey, withList } from '@/lib/lists/lists';

/**
 * 'Copy into a shopping list' of an order (issue 32 item 1): the API makes a new list of the
 * order's products (README: Shopping lists and favourites, From an order), which becomes current,
 * and the shopper goes to it.
 */
export function CopyToListButton({ orderId }: { orderId: number }) {
  const t = useTranslations('orders.actions');
  const queryClient = useQueryClient();
  const router = useRouter();
  const { showToast } = useToast();
  const copy = useMutation({
    mutationFn: async () => (await import('@/lib/lists/lists-requests')).copyOrderToList(orderId),
    onSuccess: (list) => {
      queryClient.setQueryData<Smartlist[]>(listsQueryKey, (lists) => withList(lists, list));
      router.push(`/smartlist?list=${list.id}`);
    },
    onError: () => showToast(t('copyToListFailed')),
  });
  return (
    <button
      type="button"
      className={buttons.secondary}
      disabled={copy.isPending}
      onClick={() => copy.mutate()}
    >
      <ClipboardList aria-hidden="true" size={18} />
      {copy.isPending ? t('copyingToList') : t('copyToList')}
    </button>
  );
}
