import type { PaymentProvider } from '../contract/payments';

/** A payment session to open at the provider: our reference, the order and what to authorise. */
export type SessionRequest = { ref: string; orderId: number; orderCode: string; amountCents: number };

/**
 * One online payment provider as the authorize call sees it: it opens a session and answers the
 * page the shopper is sent to. The outcome comes back later by the provider's signed notification.
 */
export type PaymentGateway = {
  provider: PaymentProvider;
  startSession: (session: SessionRequest) => Promise<{ url: string }>;
};

/** The storefront's confirm page (spec §2 checkout, step 3), told the order and, once known, the outcome. */
export function shopConfirmUrl(shopPublicUrl: string, orderId: number, payment?: string): string {
  const url = new URL(`${shopPublicUrl.replace(/\/+$/, '')}/checkout/confirm`);
  url.searchParams.set('orderId', String(orderId));
  if (payment !== undefined) url.searchParams.set('payment', payment);
  return url.toString();
}
