import { checkWaterPackLimit, checkLineAmount, checkLineChange } from '../../src/pricing/cart-line-rules';
import { product, weighed } from './pricing-fixtures';

const codeOf = (result: ReturnType<typeof checkLineAmount>) => (result.ok ? 0 : result.code);

describe('line amount checks (spec §5 stepper, §8 codes)', () => {
  it('takes whole pieces from 1 and refuses fractions and zero with 4031', () => {
    expect(checkLineAmount(product(), 1)).toEqual({ ok: true, data: 1 });
    expect(codeOf(checkLineAmount(product(), 2.5))).toBe(4031);
    expect(codeOf(checkLineAmount(product(), 0))).toBe(4031);
    expect(codeOf(checkLineAmount(product(), Number.NaN))).toBe(4031);
  });

  it('keeps weighed goods on the step: 1.25 kg yes, 1.2 kg no (step 0.25)', () => {
    expect(checkLineAmount(weighed(), 1.25)).toEqual({ ok: true, data: 1.25 });
    expect(codeOf(checkLineAmount(weighed(), 1.2))).toBe(4031);
    expect(codeOf(checkLineAmount(weighed(), 1.255))).toBe(4031);
  });

  it('tolerates float error and stores the amount rounded to 2 decimals', () => {
    const tenth = weighed({ umStep: 0.1 });
    expect(checkLineAmount(tenth, 0.1 + 0.2)).toEqual({ ok: true, data: 0.3 });
    expect(checkLineAmount(tenth, 0.7)).toEqual({ ok: true, data: 0.7 });
    // umStep is rounded to 2 decimals first (spec §5).
    expect(checkLineAmount(weighed({ umStep: 0.104 }), 0.3)).toEqual({ ok: true, data: 0.3 });
  });

  it('refuses below the step or minWeight and accepts the minimum itself', () => {
    expect(codeOf(checkLineAmount(weighed(), 0.24))).toBe(4031);
    expect(checkLineAmount(weighed(), 0.25).ok).toBe(true);
    const min = weighed({ minWeight: 0.5 });
    expect(codeOf(checkLineAmount(min, 0.25))).toBe(4031);
    expect(checkLineAmount(min, 0.5).ok).toBe(true);
  });

  it('accepts the stepper counting from a minWeight off the step grid', () => {
    const min = weighed({ minWeight: 0.3 });
    expect(checkLineAmount(min, 0.3).ok).toBe(true);
    expect(checkLineAmount(min, 0.55).ok).toBe(true);
    expect(checkLineAmount(min, 0.5).ok).toBe(true);
    expect(codeOf(checkLineAmount(min, 0.4))).toBe(4031);
  });

  it('answers 4034 above maxAmount and above 999', () => {
    const capped = product({ maxAmount: 5 });
    expect(checkLineAmount(capped, 5).ok).toBe(true);
    expect(codeOf(checkLineAmount(capped, 6))).toBe(4034);
    expect(checkLineAmount(product(), 999).ok).toBe(true);
    expect(codeOf(checkLineAmount(product(), 1000))).toBe(4034);
    expect(codeOf(checkLineAmount(product({ maxAmount: 5000 }), 1000))).toBe(4034);
    expect(codeOf(checkLineAmount(weighed({ maxAmount: 2 }), 2.25))).toBe(4034);
  });

  it('refuses an unavailable product with 4031', () => {
    expect(checkLineAmount(product({ available: false }), 1)).toMatchObject({ ok: false, code: 4031 });
  });
});

describe('water packs per order (spec §1: at most 10, 4038)', () => {
  it('allows 10 and refuses 11', () => {
    expect(checkWaterPackLimit(10)).toEqual({ ok: true, data: 10 });
    expect(checkWaterPackLimit(11)).toMatchObject({ ok: false, code: 4038 });
    expect(checkWaterPackLimit(11, 10)).toMatchObject({ ok: false, code: 4038 });
  });

  it('lets a cart over the limit come down', () => {
    expect(checkWaterPackLimit(11, 12).ok).toBe(true);
  });
});

describe('one gate for every change of the lines (issue 27 item 7)', () => {
  const water = product({ id: 1, isBundle: true });
  const other = product({ id: 2, isBundle: true });

  it('judges the packs across lines: 8 + 6 moved together is 4038', () => {
    const held = [{ product: other, amount: 6 }];
    expect(checkLineChange(held, [...held, { product: water, amount: 8 }])).toMatchObject({
      ok: false,
      code: 4038,
    });
    expect(checkLineChange(held, [...held, { product: water, amount: 4 }]).ok).toBe(true);
  });

  it('judges new and changed lines only, with their amounts normalised', () => {
    const capped = product({ id: 3, maxAmount: 2 });
    const kept = { product: capped, amount: 5 };
    expect(checkLineChange([kept], [kept]).ok).toBe(true);
    expect(checkLineChange([], [kept])).toMatchObject({ ok: false, code: 4034 });
    expect(checkLineChange([], [{ product: water, amount: 0.1 + 0.2 + 0.7 }])).toEqual({
      ok: true,
      data: [{ product: water, amount: 1 }],
    });
  });
});
