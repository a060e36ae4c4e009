import { randomUUID } from 'node:crypto';
import type { Language } from '../contract/catalogue';
import { CARD_CHECK_CENTS, testCardNumberSchema, type BoardingCallback } from '../contract/payment-methods';
import type { Database } from '../db/client';
import { shopPaymentsUrl } from './payment-gateway';
import { findBoarding } from './payment-methods.repository';
import { SANDBOX_TEST_CARD, type BoardingPageView } from './sandbox-boarding-page';
import { languageQuery } from './sandbox.service';

/**
 * The sandbox provider's side of card linking (issue 32 item 5). Like its payment page it is the
 * provider, not the shop: it knows a boarding by its reference only, checks the card with a
 * 0.01 € authorisation that it releases at once (spec §5: never charged), and tells the shop
 * solely through the signed callback, which carries that check for the shop to record.
 */

export type SandboxBoardingDeps = {
  db: Database;
  shopName: string;
  shopPublicUrl: string;
  /** Posts the signed boarding callback to the shop; false when the shop did not accept it. */
  notify: (callback: BoardingCallback) => Promise<boolean>;
};

/** The card's brand by its first digits, as a card network's BIN ranges tell it. */
export function cardBrandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

const openView = (
  deps: SandboxBoardingDeps,
  ref: string,
  language: Language,
  cardNumber: string,
  error: boolean,
): BoardingPageView => ({
  kind: 'open',
  shopName: deps.shopName,
  language,
  // Relative to the page's own URL, as the payment page's (works behind a proxy too).
  actionPath: `${ref}${languageQuery(language)}`,
  cardNumber,
  error,
});

const closedView = (deps: SandboxBoardingDeps, language: Language): BoardingPageView => ({
  kind: 'closed',
  shopName: deps.shopName,
  language,
  backUrl: shopPaymentsUrl(deps.shopPublicUrl, language),
});

/** The page of a boarding, or null for an unknown reference. */
export async function boardingPageOf(
  deps: SandboxBoardingDeps,
  ref: string,
  language: Language = 'en',
): Promise<BoardingPageView | null> {
  const boarding = await findBoarding(deps.db, 'apcopay', ref);
  if (!boarding) return null;
  if (boarding.status !== 'PENDING') return closedView(deps, language);
  return openView(deps, ref, language, SANDBOX_TEST_CARD, false);
}

export type BoardingChoice = { outcome: 'LINKED' | 'CANCELLED'; cardNumber?: string | undefined };

export type BoardingChoiceResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'page'; status: 200 | 422 | 502; view: BoardingPageView }
  | { kind: 'notFound' };

/**
 * Link card or Cancel: the sandbox checks the number (a wrong one shows the page again with the
 * error), makes and releases its 0.01 € check, notifies the shop, then sends the browser back to
 * the shop's payments page. A boarding already settled only shows that it is.
 */
export async function chooseBoardingOutcome(
  deps: SandboxBoardingDeps,
  ref: string,
  choice: BoardingChoice,
  language: Language = 'en',
): Promise<BoardingChoiceResult> {
  const boarding = await findBoarding(deps.db, 'apcopay', ref);
  if (!boarding) return { kind: 'notFound' };
  if (boarding.status !== 'PENDING') return { kind: 'page', status: 200, view: closedView(deps, language) };
  let callback: BoardingCallback;
  if (choice.outcome === 'LINKED') {
    const card = testCardNumberSchema.safeParse(choice.cardNumber ?? '');
    if (!card.success) {
      const view = openView(deps, ref, language, choice.cardNumber ?? '', true);
      return { kind: 'page', status: 422, view };
    }
    callback = {
      eventId: randomUUID(),
      ref,
      outcome: 'LINKED',
      cardRef: `card_${randomUUID().replaceAll('-', '')}`,
      brand: cardBrandOf(card.data),
      last4: card.data.slice(-4),
      checkAuthorisedCents: CARD_CHECK_CENTS,
      checkReleasedCents: CARD_CHECK_CENTS,
    };
  } else {
    callback = { eventId: randomUUID(), ref, outcome: 'CANCELLED' };
  }
  if (!(await deps.notify(callback))) {
    const view: BoardingPageView = {
      kind: 'unreachable',
      shopName: deps.shopName,
      language,
      backUrl: shopPaymentsUrl(deps.shopPublicUrl, language),
    };
    return { kind: 'page', status: 502, view };
  }
  return { kind: 'redirect', url: shopPaymentsUrl(deps.shopPublicUrl, language) };
}
