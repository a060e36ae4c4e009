import { formatSlotDay, formatSlotWindow } from '@/lib/checkout/slot-time';

describe('slot times (spec §9 dates, Europe/Malta)', () => {
  it('words a slot with its week day, day/month and window on the shop clock', () => {
    expect(formatSlotWindow('2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z', 'en')).toBe(
      'Thursday 26/11, 10:00–12:00',
    );
    expect(formatSlotWindow('2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z', 'it')).toBe(
      'giovedì 26/11, 10:00–12:00',
    );
  });

  it('follows Malta summer time and the Malta date, not the device', () => {
    expect(formatSlotWindow('2026-07-02T16:00:00Z', '2026-07-02T18:00:00Z', 'en')).toBe(
      'Thursday 02/07, 18:00–20:00',
    );
    // 23:30 UTC on the 1st is already the 2nd in Malta.
    expect(formatSlotDay('2026-12-01T23:30:00Z', 'en')).toBe('Wednesday 02/12');
  });
});
