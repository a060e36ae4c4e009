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

export type StepResult = { amount: number; limited: 'max' | 'min' | 'step' | null };

/**
 * Weighed goods live on a grid of steps counted from the minimum (the stepper starts there:
 * minWeight 0.5, step 0.25 gives 0.5, 0.75, 1 …), capped by the highest step not above maxAmount.
 * Worked in hundredths so 0.1 + 0.2 float noise never decides which step a weight is on.
 */
function weightGrid(p: StepperProduct) {
  const step = Math.round(stepOf(p) * 100);
  const min = Math.round(minimumOf(p) * 100);
  const max =
    p.maxAmount === null ? null : min + Math.floor((Math.round(p.maxAmount * 100) - min) / step) * step;
  // Steps above the minimum, fractional when the weight is off the grid.
  const stepsFrom = (amount: number) => (Math.round(amount * 100) - min) / step;
  const at = (steps: number) => (min + steps * step) / 100;
  return { max: max === null ? null : Math.max(max, min) / 100, stepsFrom, at };
}

/** One step up; a weight off the grid (a line stored before this rule) goes to the next step. */
export function increment(p: StepperProduct, amount: number): StepResult {
  const grid = weightGrid(p);
  const next = isPieces(p) ? amount + 1 : grid.at(Math.floor(grid.stepsFrom(amount)) + 1);
  if (p.maxAmount !== null && next > p.maxAmount) return { amount, limited: 'max' };
  return { amount: round2(next), limited: null };
}

export function decrement(p: StepperProduct, amount: number): StepResult {
  const grid = weightGrid(p);
  const next = isPieces(p) ? amount - 1 : grid.at(Math.ceil(grid.stepsFrom(amount)) - 1);
  if (next < minimumOf(p)) return { amount, limited: 'min' };
  return { amount: round2(next), limited: null };
}

/**
 * A typed amount made valid: whole pieces, or the nearest step of the weight grid (1.2 kg on a
 * 0.25 step becomes 1.25, limited 'step' so the stepper can say so); then at least the minimum
 * and at most maxAmount (for weights its highest step).
 */
export function normalise(p: StepperProduct, amount: number): StepResult {
  if (!Number.isFinite(amount)) return { amount: minimumOf(p), limited: 'min' };
  const min = minimumOf(p);
  if (isPieces(p)) {
    const value = Math.round(amount);
    if (value < min) return { amount: min, limited: 'min' };
    if (p.maxAmount !== null && value > p.maxAmount) return { amount: p.maxAmount, limited: 'max' };
    return { amount: value, limited: null };
  }
  const grid = weightGrid(p);
  const steps = grid.stepsFrom(amount);
  if (steps < 0) return { amount: min, limited: 'min' };
  if (grid.max !== null && amount > grid.max) return { amount: grid.max, limited: 'max' };
  const snapped = round2(grid.at(Math.round(steps)));
  return { amount: snapped, limited: snapped === round2(amount) ? null : 'step' };
}

/** Spec §5: the amount input of piece goods accepts at most 3 characters. */
export const AMOUNT_INPUT_MAX_LENGTH = 3;

/**
 * A weight needs its decimals: '0.75' is 4 characters, and the cart takes up to 999 kg with 2
 * decimals ('999.99'). Spec §5's 3-character limit is for amounts (pieces) and would cut 0.75
 * to 0.7.
 */
export const WEIGHT_INPUT_MAX_LENGTH = 6;
