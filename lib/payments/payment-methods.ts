import type { LinkedPaymentMethod } from '@shop/product-api/contract/payment-methods';
import { queryOptions } from '@tanstack/react-query';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';

/**
 * The customer's linked cards (spec §3 payment method), read by /payments and by the checkout's
 * payment step. Free of zod like lib/lists/lists.ts: the requests and their schemas load with the
 * first call. Read again whenever the window gets the focus back, so a card linked in the
 * provider's tab shows as soon as the shopper returns to the shop's.
 */
export const linkedMethodsQueryKey = ['linked-payment-methods'] as const;

export function linkedMethodsQueryOptions() {
  return queryOptions({
    queryKey: linkedMethodsQueryKey,
    queryFn: async (): Promise<LinkedPaymentMethod[]> => {
      if (!hasSignedInHint(document.cookie)) return [];
      return (await import('./payment-methods-requests')).fetchLinkedMethods();
    },
    refetchOnWindowFocus: 'always',
  });
}

/** The payment method of the checkout a linked card of this type pays (APCOPAY or STRIPE, spec §3). */
export const linkedCardFor = (
  methods: readonly LinkedPaymentMethod[] | undefined,
  paymentMode: string,
): LinkedPaymentMethod | null => methods?.find((method) => method.paymentMethodType === paymentMode) ?? null;
