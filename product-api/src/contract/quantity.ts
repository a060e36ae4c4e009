/**
 * Quantity stepper rules of spec §5, shared by the storefront's stepper and the API's cart.
 * The step is umStep rounded to 2 decimals; the floor is minWeight when set, otherwise the step;
 * maxAmount caps it. Piece goods (PZ) step by whole units.
 */
export type StepperProduct = {
  purchaseUm: string;
  umStep: number;
  minWeight: number | null;
  maxAmount: number | null;
};

export const isPieces = (p: Pick<StepperProduct, 'purchaseUm'>) => p.purchaseUm === 'PZ';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function stepOf(p: StepperProduct): number {
  if (isPieces(p)) return 1;
  const step = round2(p.umStep);
  return step > 0 ? step : 0.1;
}

export function minimumOf(p: StepperProduct): number {
  const step = stepOf(p);
  if (isPieces(p)) return 1;
  return p.minWeight && p.minWeight > 0 ? round2(Math.max(p.minWeight, step)) : step;
}

export type StepResult = { amount: number; limited: 'max' | 'min' | null };

export function increment(p: StepperProduct, amount: number): StepResult {
  const next = round2(amount + stepOf(p));
  if (p.maxAmount !== null && next > p.maxAmount) return { amount, limited: 'max' };
  return { amount: next, limited: null };
}

export function decrement(p: StepperProduct, amount: number): StepResult {
  const next = round2(amount - stepOf(p));
  const min = minimumOf(p);
  if (next < min) return { amount, limited: 'min' };
  return { amount: next, limited: null };
}

/** Clamp a typed amount to the rules: whole pieces, at least the minimum, at most maxAmount. */
export function normalise(p: StepperProduct, amount: number): StepResult {
  if (!Number.isFinite(amount)) return { amount: minimumOf(p), limited: 'min' };
  const value = isPieces(p) ? Math.round(amount) : round2(amount);
  const min = minimumOf(p);
  if (value < min) return { amount: min, limited: 'min' };
  if (p.maxAmount !== null && value > p.maxAmount) return { amount: p.maxAmount, limited: 'max' };
  return { amount: value, limited: null };
}

/** Spec §5: the amount input accepts at most 3 characters. */
export const AMOUNT_INPUT_MAX_LENGTH = 3;
