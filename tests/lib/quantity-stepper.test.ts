import {
  AMOUNT_INPUT_MAX_LENGTH,
  decrement,
  increment,
  minimumOf,
  normalise,
  stepOf,
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

  it('limits the amount input to three characters', () => {
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(3);
  });
});
