import { cardSchema } from '../contract/profiles';
import type { LoyaltyCardRow } from './loyalty-cards.repository';

/**
 * The card whose points the customer reads and earns: the one the profile marks principal, when it
 * is linked to them in the cards table, else the first linked one. A code merely listed in the
 * profile has no points here. One rule for the balance and for the points an order earns, so an
 * order never credits a card the side menu does not show.
 */
export function principalCardOf(
  listedCards: unknown,
  linked: readonly LoyaltyCardRow[],
): LoyaltyCardRow | null {
  const listed = cardSchema.array().safeParse(listedCards);
  const principalCode = listed.success ? listed.data.find((card) => card.principal)?.code : undefined;
  return linked.find((card) => card.code === principalCode) ?? linked[0] ?? null;
}
