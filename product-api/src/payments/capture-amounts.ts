/**
 * What picking done does to an authorisation (docs/order-lifecycle.md, The payment side; issue 29
 * item 6). Pure: no I/O. The card was authorised for the cart total plus the margin on weighed
 * goods (spec §9); the final total of what was picked is captured, never more than was
 * authorised; what is left of the authorisation is released, and a final total above the
 * authorisation leaves the rest to pay on delivery.
 */
export type CaptureAmounts = {
  /** Taken from the card: the final total, at most the authorisation. */
  captureCents: number;
  /** Given back to the card: the authorisation less what was taken. */
  releaseCents: number;
  /** The final total above the authorisation: to pay on delivery. */
  dueCents: number;
};

export function captureAmountsFor(authorisedCents: number, finalTotalCents: number): CaptureAmounts {
  const authorised = Math.max(0, authorisedCents);
  const finalTotal = Math.max(0, finalTotalCents);
  const captureCents = Math.min(finalTotal, authorised);
  return { captureCents, releaseCents: authorised - captureCents, dueCents: finalTotal - captureCents };
}
