'use client';

import type { Order } from '@shop/product-api/contract/checkout';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { toAppLocale } from '@/i18n/routing';
import { BffError } from '@/lib/queries/bff-error';

/**
 * Spec §2 'pay order' (issue 13 item 7): GET /cli/pay/{provider}/authorize?orderId= answers the
 * provider's payment page, where the browser goes; the provider sends it back to
 * /checkout/confirm with the outcome, in the language of the page that sent it. The confirm step and the order page each say a failure in
 * their own words (`failedText`), the API's refusal in its own.
 */
export function usePayOrder(failedText: string) {
  const language = toAppLocale(useLocale());
  const mutation = useMutation<string, unknown, Pick<Order, 'id' | 'paymentMode'>>({
    mutationFn: async (order) =>
      (await import('@/lib/checkout/checkout-requests')).authorizePayment(
        order.id,
        order.paymentMode,
        language,
      ),
    onSuccess: (url) => window.location.assign(url),
  });
  const failure = mutation.isError
    ? mutation.error instanceof BffError && mutation.error.refused
      ? mutation.error.message
      : failedText
    : null;
  // Still busy once the address is known: the browser is leaving for the provider's page.
  return { pay: mutation.mutate, isPaying: mutation.isPending || mutation.isSuccess, failure };
}
