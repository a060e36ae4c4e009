import { readWeight } from '@/lib/staff/pick-weight';

describe('readWeight, the scale reading of a weighed line', () => {
  it('takes a comma or a dot, to the gram', () => {
    expect(readWeight('0,62')).toEqual({ ok: true, kg: 0.62 });
    expect(readWeight(' 0.624 ')).toEqual({ ok: true, kg: 0.624 });
    expect(readWeight('2')).toEqual({ ok: true, kg: 2 });
  });

  it('refuses nothing, zero, two marks, letters and more than grams', () => {
    for (const typed of ['', '0', '0,000', '0,,6', '1.2.3', 'abc', '0.6245', ',5']) {
      expect(readWeight(typed)).toEqual({ ok: false, reason: 'weightInvalid' });
    }
  });

  it('refuses a weight above a cart line maximum', () => {
    expect(readWeight('999,5')).toEqual({ ok: false, reason: 'weightTooHigh' });
  });
});
