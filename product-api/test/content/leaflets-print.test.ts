import { priceText, validityText } from '../../src/seed/leaflets-content';
import { mondayOf } from '../../src/seed/leaflets-data';
import { toWinAnsi } from '../../src/media/pdf-text';

describe('what the printed leaflets say', () => {
  it('keeps Maltese names readable in the standard PDF fonts', () => {
    expect(toWinAnsi('Ħobż tal-Malti 800g')).toBe('Hobz tal-Malti 800g');
    expect(toWinAnsi('Ġbejniet, ċirasa, Żebbuġ — €2.50')).toBe('Gbejniet, cirasa, Zebbug — €2.50');
    expect(toWinAnsi('Crème brûlée')).toBe('Crème brûlée');
    expect(toWinAnsi('Tea 🍵 日本')).toBe('Tea ? ??');
  });

  it('prints prices with two decimals and per kilogram for weighed goods', () => {
    expect(priceText(249, false)).toBe('€2.49');
    expect(priceText(1200, true)).toBe('€12.00/kg');
  });

  it('prints the validity as a day range, the year once when it does not change', () => {
    expect(validityText('2026-11-23', '2026-11-29')).toBe('23 Nov – 29 Nov 2026');
    expect(validityText('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(validityText('2026-12-28', '2027-01-03', 'it')).toBe('28 dic 2026 – 3 gen 2027');
  });

  it('starts weekly leaflets on the Monday of the week', () => {
    expect(mondayOf(new Date('2026-11-23T10:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(mondayOf(new Date('2026-11-29T23:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(mondayOf(new Date('2026-12-02T00:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-30');
  });
});
