'use client';

import type { Coupon } from '@shop/product-api/contract/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { serverMessageOf } from '@/components/ui/server-field-errors';
import { useToast } from '@/components/ui/toast';
import { cartQueryKey } from '@/lib/cart/cart';
import { couponsQueryKey, couponsQueryOptions } from '@/lib/coupons/coupons';
import { BffError } from '@/lib/queries/bff-error';

/**
 * Activating a coupon (spec §4 coupons): the answer is the whole list, which replaces the page's,
 * and the open cart is read again, since its pricing now takes the coupon off.
 *
 * A refusal means the page's list was stale (the coupon was used, expired or is gone, say from
 * another tab): the list is read again and the toast says what became of the coupon in the
 * shopper's language, rather than the API's English reason (spec §8 shows the server's words only
 * for what the shop cannot name).
 */
export function useCouponActivation() {
  const t = useTranslations('coupons');
  const queryClient = useQueryClient();
  const { showToast } = useToast();

  const refusalMessage = async (id: number, error: unknown): Promise<string> => {
    const refused = error instanceof BffError && (error.refused || error.status === 404);
    if (!refused) return t('failed');
    const coupons = await queryClient
      .fetchQuery({ ...couponsQueryOptions(), staleTime: 0 })
      .catch((): Coupon[] | null => null);
    const coupon = coupons?.find((one) => one.id === id);
    if (coupons && !coupon) return t('notFound');
    if (coupon?.status === 'BURNT') return t('usedRefusal');
    if (coupon?.status === 'EXPIRED') return t('expiredRefusal');
    return serverMessageOf(error) ?? t('failed');
  };

  return useMutation({
    mutationFn: async (id: number) => (await import('@/lib/coupons/coupons-requests')).activateCoupon(id),
    onSuccess: (list) => {
      queryClient.setQueryData(couponsQueryKey, list);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      showToast(t('activatedToast'));
    },
    onError: async (error, id) => showToast(await refusalMessage(id, error)),
  });
}
