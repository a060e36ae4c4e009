import { randomUUID } from 'node:crypto';
import type { Language } from '../contract/catalogue';
import {
  confirmPaymentParam,
  type MoneyEvent,
  type PaymentOutcome,
  type SandboxCallback,
} from '../contract/payments';
import type { Database } from '../db/client';
import { shopConfirmUrl, type PaymentGateway } from './payment-gateway';
import { findPaymentSession, type PaymentSession } from './payments.repository';
import type { SandboxPageView } from './sandbox-page';

/**
 * The built-in sandbox provider (architecture, Configuration and outside services: a sandbox
 * provider with its own hosted payment page by default). Conceptually it is the provider, not the
 * shop: its page knows a session by its reference only, and it reaches the shop solely through the
 * signed callback.
 */

export const SANDBOX_PAGE_PATH = '/sandbox/apcopay';

/** The sandbox's card-linking page of one boarding (sandbox-boarding.routes.ts). */
export const SANDBOX_BOARDING_PATH = `${SANDBOX_PAGE_PATH}/boarding`;

/**
 * The page keeps the language of the shop page it returns to in its own address ('' for English),
 * as a real provider keeps the return address it was given at the session's start.
 */
export const languageQuery = (language: Language = 'en') => (language === 'en' ? '' : `?lang=${language}`);

/** Posts a signed callback to the shop; false when the shop did not accept it. */
export type SandboxNotify = (callback: SandboxCallback) => Promise<boolean>;

/**
 * The sandbox as the shop's provider. Capture, release and refund check what a card network would
 * (never more than is held) and answer at once, as a provider's API does; the signed callback that
 * tells the shop follows without being awaited, since the shop asks inside the transaction that
 * records the movement and the callback's handler waits for that transaction's row lock.
 */
export function sandboxGateway(publicUrl: string, notify: SandboxNotify = async () => false): PaymentGateway {
  const tell = (ref: string, outcome: MoneyEvent, amountCents: number) => {
    void notify({ eventId: randomUUID(), ref, outcome, amountCents });
  };
  return {
    provider: 'apcopay',
    startSession: async ({ ref, language }) => ({
      url: `${publicUrl}${SANDBOX_PAGE_PATH}/${ref}${languageQuery(language)}`,
    }),
    capture: async (payment, amountCents) => {
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > payment.authorisedCents) {
        throw new Error(`sandbox: cannot capture ${amountCents} of ${payment.authorisedCents} cents`);
      }
      tell(payment.ref, 'CAPTURED', amountCents);
      if (amountCents < payment.authorisedCents) {
        tell(payment.ref, 'RELEASED', payment.authorisedCents - amountCents);
      }
    },
    release: async (payment) => tell(payment.ref, 'RELEASED', payment.authorisedCents),
    refund: async (payment, amountCents) => tell(payment.ref, 'REFUNDED', amountCents),
    startBoarding: async ({ ref, language }) => ({
      url: `${publicUrl}${SANDBOX_BOARDING_PATH}/${ref}${languageQuery(language)}`,
    }),
    // A linked sandbox card always authorises: the same signed PAID callback its page sends, awaited
    // so the shop's order has moved on before the shopper is shown the confirm page.
    authoriseLinkedCard: ({ ref, amountCents }) =>
      notify({ eventId: randomUUID(), ref, outcome: 'PAID', amountCents }),
  };
}

export type SandboxDeps = {
  db: Database;
  shopName: string;
  shopPublicUrl: string;
  now: () => Date;
  /** Posts the signed callback to the shop; false when the shop did not accept it. */
  notify: (callback: {
    eventId: string;
    ref: string;
    outcome: PaymentOutcome;
    amountCents: number;
  }) => Promise<boolean>;
};

/** A session can still be paid while both it and its order wait for the outcome. */
const isOpen = (session: PaymentSession) =>
  session.status === 'PENDING' && session.orderStatus === 'PAYMENT_PENDING';

const backUrlOf = (deps: SandboxDeps, session: PaymentSession, language: Language) =>
  shopConfirmUrl(deps.shopPublicUrl, session.orderId, undefined, language);

/** The page of a session, or null for an unknown reference. */
export async function sandboxPageOf(
  deps: SandboxDeps,
  ref: string,
  language: Language = 'en',
): Promise<SandboxPageView | null> {
  const session = await findPaymentSession(deps.db, 'apcopay', ref);
  if (!session) return null;
  if (!isOpen(session)) {
    return {
      kind: 'closed',
      shopName: deps.shopName,
      language,
      orderCode: session.orderCode,
      backUrl: backUrlOf(deps, session, language),
    };
  }
  return {
    kind: 'open',
    shopName: deps.shopName,
    language,
    orderCode: session.orderCode,
    amountCents: session.amountCents,
    // Relative to the page's own URL, so the page also works behind a proxy that serves it under
    // another path (a storefront rewrite, see PAYMENT_SANDBOX_PUBLIC_URL).
    actionPath: `${ref}${languageQuery(language)}`,
  };
}

export type SandboxChoiceResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'page'; status: 200 | 502; view: SandboxPageView }
  | { kind: 'notFound' };

/**
 * The shopper pressed Pay, Decline or Cancel: the provider notifies the shop, then sends the browser
 * back to the shop's confirm page with the outcome. A session already settled only goes back.
 */
export async function chooseSandboxOutcome(
  deps: SandboxDeps,
  ref: string,
  outcome: PaymentOutcome,
  language: Language = 'en',
): Promise<SandboxChoiceResult> {
  const session = await findPaymentSession(deps.db, 'apcopay', ref);
  if (!session) return { kind: 'notFound' };
  if (!isOpen(session)) {
    const view: SandboxPageView = {
      kind: 'closed',
      shopName: deps.shopName,
      language,
      orderCode: session.orderCode,
      backUrl: backUrlOf(deps, session, language),
    };
    return { kind: 'page', status: 200, view };
  }
  const accepted = await deps.notify({
    eventId: randomUUID(),
    ref,
    outcome,
    amountCents: session.amountCents,
  });
  if (!accepted) {
    const view: SandboxPageView = {
      kind: 'unreachable',
      shopName: deps.shopName,
      language,
      backUrl: backUrlOf(deps, session, language),
    };
    return { kind: 'page', status: 502, view };
  }
  return {
    kind: 'redirect',
    url: shopConfirmUrl(deps.shopPublicUrl, session.orderId, confirmPaymentParam[outcome], language),
  };
}
