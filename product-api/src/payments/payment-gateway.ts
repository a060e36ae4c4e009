import type { Language } from '../contract/catalogue';
import type { PaymentProvider } from '../contract/payments';

/**
 * A payment session to open at the provider: our reference, the order, what to authorise, and the
 * shopper's language, which the page they come back to keeps (English when absent).
 */
export type SessionRequest = {
  ref: string;
  orderId: number;
  orderCode: string;
  amountCents: number;
  language?: Language;
};

/** A card-linking flow to open at the provider: our reference of it, and the shopper's language. */
export type BoardingRequest = { ref: string; userId: number; language?: Language };

/** A customer's linked card as the provider named it when it was linked. */
export type LinkedCard = { providerRef: string };

/** An authorised payment as the provider knows it: our reference and, for Stripe, its PaymentIntent. */
export type HeldPayment = { ref: string; providerPaymentId: string | null; authorisedCents: number };

/**
 * One online payment provider: it opens a session and answers the page the shopper is sent to
 * (the outcome of the authorisation comes back later by the provider's signed notification), then
 * moves the authorised money when the order's state machine says so (docs/order-lifecycle.md, The
 * payment side). Each money call throws when the provider refuses it, so the order's change that
 * asked for it is rolled back and can be made again; a repeat uses the same idempotency key.
 */
export type PaymentGateway = {
  provider: PaymentProvider;
  startSession: (session: SessionRequest) => Promise<{ url: string }>;
  /** Takes `amountCents` (more than 0, at most the authorisation); the rest of the authorisation is released. */
  capture: (payment: HeldPayment, amountCents: number) => Promise<void>;
  /** Gives the whole authorisation back (nothing was captured). */
  release: (payment: HeldPayment) => Promise<void>;
  /** Gives back `amountCents` of what was captured. */
  refund: (payment: HeldPayment, amountCents: number) => Promise<void>;
  /**
   * Opens a card-linking flow (issue 32 item 5) and answers the page the shopper opens in a new
   * tab; the provider links the card by its signed notification once the shopper approved it.
   */
  startBoarding: (boarding: BoardingRequest) => Promise<{ url: string }>;
  /**
   * Asks the provider to authorise the session's amount on a linked card, the shopper not
   * present; its notification settles the session as for a payment made on its page. Answers
   * whether the provider took the request (false: nothing was authorised).
   */
  authoriseLinkedCard: (session: SessionRequest, card: LinkedCard) => Promise<boolean>;
};

/**
 * The storefront's confirm page (spec §2 checkout, step 3), told the order and, once known, the
 * outcome, in the shopper's language: English has no prefix, Italian lives under /it
 * (architecture, The storefront's pages: locales).
 */
export function shopConfirmUrl(
  shopPublicUrl: string,
  orderId: number,
  payment?: string,
  language: Language = 'en',
): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  const url = new URL(`${shopPublicUrl.replace(/\/+$/, '')}${prefix}/checkout/confirm`);
  url.searchParams.set('orderId', String(orderId));
  if (payment !== undefined) url.searchParams.set('payment', payment);
  return url.toString();
}

/** The storefront's payments page (spec §2 /payments), where a card-linking flow sends the shopper back. */
export function shopPaymentsUrl(shopPublicUrl: string, language: Language = 'en'): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  return `${shopPublicUrl.replace(/\/+$/, '')}${prefix}/payments`;
}
