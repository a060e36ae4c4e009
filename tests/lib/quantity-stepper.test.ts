import {
  AMOUNT_INPUT_MAX_LENGTH,
  decrement,
  increment,
  minimumOf,
  normalise,
  stepOf,
  WEIGHT_INPUT_MAX_LENGTH,
} from '@shop/product-api/contract/quantity';

const pieces = { purchaseUm: 'PZ', umStep: 1, minWeight: null, maxAmount: 3 };
const weighed = { purchaseUm: 'KG', umStep: 0.25, minWeight: 0.5, maxAmount: 1 };

describe('quantity stepper rules (spec §5)', () => {
  it('steps piece goods by one and never below one', () => {
    expect(stepOf({ ...pieces, umStep: 0.5 })).toBe(1);
    expect(minimumOf(pieces)).toBe(1);
    expect(increment(pieces, 1)).toEqual({ amount: 2, limited: null });
    expect(decrement(pieces, 1)).toEqual({ amount: 1, limited: 'min' });
  });

  it('steps weighed goods by umStep rounded to two decimals', () => {
    expect(stepOf({ ...weighed, umStep: 0.333 })).toBe(0.33);
    expect(increment(weighed, 0.5)).toEqual({ amount: 0.75, limited: null });
    expect(decrement(weighed, 0.75)).toEqual({ amount: 0.5, limited: null });
  });

  it('uses minWeight as the floor when set, the step otherwise', () => {
    expect(minimumOf(weighed)).toBe(0.5);
    expect(decrement(weighed, 0.5)).toEqual({ amount: 0.5, limited: 'min' });
    expect(minimumOf({ ...weighed, minWeight: null })).toBe(0.25);
  });

  it('stops at maxAmount and says so', () => {
    expect(increment(pieces, 3)).toEqual({ amount: 3, limited: 'max' });
    expect(increment(weighed, 1)).toEqual({ amount: 1, limited: 'max' });
    expect(increment({ ...pieces, maxAmount: null }, 99)).toEqual({ amount: 100, limited: null });
  });

  it('clamps typed amounts into the allowed range', () => {
    expect(normalise(pieces, 2.6)).toEqual({ amount: 3, limited: null });
    expect(normalise(pieces, 0)).toEqual({ amount: 1, limited: 'min' });
    expect(normalise(pieces, 50)).toEqual({ amount: 3, limited: 'max' });
    expect(normalise(weighed, Number.NaN)).toEqual({ amount: 0.5, limited: 'min' });
  });

  it('snaps a typed weight off the step to the nearest step from the minimum', () => {
    const produce = { ...weighed, maxAmount: 5 };
    expect(normalise(produce, 1.2)).toEqual({ amount: 1.25, limited: 'step' });
    expect(normalise(produce, 0.6)).toEqual({ amount: 0.5, limited: 'step' });
    expect(normalise(produce, 0.75)).toEqual({ amount: 0.75, limited: null });
    expect(normalise({ ...weighed, umStep: 0.1, minWeight: 0.2 }, 0.1 + 0.2)).toEqual({
      amount: 0.3,
      limited: null,
    });
    // minWeight off the zero grid: the steps count from it, as the stepper's buttons do.
    expect(normalise({ ...produce, minWeight: 0.3 }, 0.7)).toEqual({ amount: 0.8, limited: 'step' });
  });

  it('caps a typed weight at the highest step not above maxAmount', () => {
    expect(normalise(weighed, 1.2)).toEqual({ amount: 1, limited: 'max' });
    expect(normalise({ ...weighed, maxAmount: 1.1 }, 1.1)).toEqual({ amount: 1, limited: 'max' });
  });

  it('steps a weight that is off the grid to the next step, not by a step', () => {
    const produce = { ...weighed, maxAmount: 5 };
    expect(increment(produce, 1.2)).toEqual({ amount: 1.25, limited: null });
    expect(decrement(produce, 1.2)).toEqual({ amount: 1, limited: null });
  });

  it('limits the amount input to three characters for pieces, enough for a weight in kg', () => {
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(3);
    expect(WEIGHT_INPUT_MAX_LENGTH).toBeGreaterThanOrEqual('999.99'.length);
  });
});
