import { captureAmountsFor } from '../../src/payments/capture-amounts';

describe('captureAmountsFor', () => {
  it('captures a final total below the authorisation and releases the rest', () => {
    expect(captureAmountsFor(1100, 870)).toEqual({ captureCents: 870, releaseCents: 230, dueCents: 0 });
  });

  it('captures the whole authorisation when the final total equals it, releasing nothing', () => {
    expect(captureAmountsFor(1100, 1100)).toEqual({ captureCents: 1100, releaseCents: 0, dueCents: 0 });
  });

  it('never captures above the authorisation: the rest is due on delivery', () => {
    expect(captureAmountsFor(1100, 1250)).toEqual({ captureCents: 1100, releaseCents: 0, dueCents: 150 });
  });

  it('releases everything when nothing could be picked', () => {
    expect(captureAmountsFor(1100, 0)).toEqual({ captureCents: 0, releaseCents: 1100, dueCents: 0 });
  });

  it('holds capture ≤ authorised and capture + release = authorised for any amounts', () => {
    for (const authorised of [0, 1, 99, 1000, 123_457]) {
      for (const finalTotal of [0, 1, 50, 999, 1000, 1001, 200_000]) {
        const { captureCents, releaseCents, dueCents } = captureAmountsFor(authorised, finalTotal);
        expect(captureCents).toBeLessThanOrEqual(authorised);
        expect(captureCents + releaseCents).toBe(authorised);
        expect(captureCents + dueCents).toBe(finalTotal);
      }
    }
  });
});
