'use client';

import type { Order } from '@shop/product-api/contract/checkout';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { BffError } from '@/lib/queries/bff-error';

/**
 * Spec §2 'pay order' (issue 13 item 7): GET /cli/pay/{provider}/authorize?orderId= answers the
 * provider's payment page, where the browser goes; the provider sends it back to
 * /checkout/confirm with the outcome.
 */
export function usePayOrder() {
  const t = useTranslations('checkout.confirm');
  const mutation = useMutation<string, unknown, Order>({
    mutationFn: async (order) =>
      (await import('@/lib/checkout/checkout-requests')).authorizePayment(order.id, order.paymentMode),
    onSuccess: (url) => window.location.assign(url),
  });
  const failure = mutation.isError
    ? mutation.error instanceof BffError && mutation.error.refused
      ? mutation.error.message
      : t('payFailed')
    : null;
  // Still busy once the address is known: the browser is leaving for the provider's page.
  return { pay: mutation.mutate, isPaying: mutation.isPending || mutation.isSuccess, failure };
}
