/**
 * The checkout's three steps (spec §2): availability at /checkout, data at /checkout/data (and
 * /checkout/summary, which spec §2 lists as a route of the same screen), confirm at
 * /checkout/confirm. Pages are cached shells; the screen picks the step from the address.
 */
export type CheckoutStep = 'availability' | 'data' | 'confirm';

export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['availability', 'data', 'confirm'];

/** The segments under /checkout that exist; any other is not found. */
export const STEP_SEGMENTS = ['data', 'summary', 'confirm'] as const;
export type StepSegment = (typeof STEP_SEGMENTS)[number];

export const isStepSegment = (segment: string): segment is StepSegment =>
  STEP_SEGMENTS.some((known) => known === segment);

export const STEP_PATHS = {
  availability: '/checkout',
  data: '/checkout/data',
  confirm: '/checkout/confirm',
} as const satisfies Record<CheckoutStep, string>;

/** The step of a pathname without locale and base path ('/checkout/summary' → 'data'). */
export function stepOfPath(pathname: string): CheckoutStep {
  const segment = pathname.replace(/\/+$/, '').split('/')[2];
  if (segment === 'confirm') return 'confirm';
  if (segment === 'data' || segment === 'summary') return 'data';
  return 'availability';
}
