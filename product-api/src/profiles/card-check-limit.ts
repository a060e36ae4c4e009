import type { AttemptLimit } from '../auth/attempt-limit';
import type { AttemptLimitRules } from '../auth/attempt-limit-rules';
import type { ThrottleVerdict } from '../auth/login-throttle-rules';

/**
 * The limits on checking a loyalty card against an ID document (issue 27), which the sign-up
 * check, the sign-up with a card and a card added to the profile all go through. Each check counts
 * once for the client address and once for the card number, before the card is looked up, so a
 * made-up card number is counted and locked exactly like a real one and nothing in the answer
 * tells them apart. A check that passes (the card's holder with the right document) is given back
 * to the address and clears the card's count: an honest customer who runs the wizard again, or
 * mistyped the document before, is not refused for it.
 */
export class CardCheckLimit {
  constructor(
    private readonly limit: AttemptLimit,
    private readonly rules: Pick<AttemptLimitRules, 'cardCheckByAddress' | 'cardCheckByCard'>,
  ) {}

  /** Counts one check; the address first, so a check it refuses is no guess at the card. */
  async count(clientAddress: string, cardNumber: string): Promise<ThrottleVerdict> {
    const byAddress = await this.limit.count(this.rules.cardCheckByAddress, clientAddress);
    if (!byAddress.allowed) return byAddress;
    return this.limit.count(this.rules.cardCheckByCard, cardNumber, 'card');
  }

  /** The document was the card's: the check is not one the limits are about. */
  async passed(clientAddress: string, cardNumber: string): Promise<void> {
    await this.limit.giveBack(this.rules.cardCheckByAddress, clientAddress);
    await this.limit.clear(this.rules.cardCheckByCard, cardNumber);
  }
}
