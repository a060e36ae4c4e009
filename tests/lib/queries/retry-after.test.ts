import { retryAfterSeconds } from '@/lib/queries/retry-after';

describe('retryAfterSeconds', () => {
  it('reads seconds', () => {
    expect(retryAfterSeconds('840')).toBe(840);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
  });

  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterSeconds('Tue, 24 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it.each([null, '', '-5', '1.5', 'soon'])('is null for %j', (header) => {
    expect(retryAfterSeconds(header)).toBeNull();
  });
});
