import {
  formatCartWeight,
  formatCents,
  formatKg,
  formatMoney,
  formatPricePerUnit,
  toCents,
} from '@/lib/format';

describe('money', () => {
  it('shows euro with two decimals', () => {
    expect(formatMoney(1.23)).toBe('€1.23');
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney(12)).toBe('€12.00');
    expect(formatMoney(1234.5)).toBe('€1234.50');
  });

  it('rounds float noise through integer cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatMoney(0.1 + 0.2)).toBe('€0.30');
    expect(formatMoney(2.675)).toBe('€2.68');
  });

  it('formats cents, including negative amounts', () => {
    expect(formatCents(5)).toBe('€0.05');
    expect(formatCents(-250)).toBe('-€2.50');
  });

  it('writes a price per unit of measure', () => {
    expect(formatPricePerUnit(2.4, 'kg')).toBe('€2.40 / kg');
  });
});

describe('weight', () => {
  it('shows kilograms with two decimals', () => {
    expect(formatKg(0.5)).toBe('0.50 kg');
    expect(formatKg(1)).toBe('1.00 kg');
    expect(formatKg(0.125)).toBe('0.13 kg');
  });

  it('shows a cart weight in grams, and in kilograms from 1000 g (spec §9)', () => {
    expect(formatCartWeight(750)).toBe('750 g');
    expect(formatCartWeight(990)).toBe('990 g');
    expect(formatCartWeight(1000)).toBe('1.00 kg');
    expect(formatCartWeight(1250)).toBe('1.25 kg');
  });
});

describe('in Italian', () => {
  it('writes the decimal mark as a comma, the euro sign still in front', () => {
    expect(formatMoney(1.59, 'it')).toBe('€1,59');
    expect(formatMoney(1234.5, 'it')).toBe('€1234,50');
    expect(formatCents(-250, 'it')).toBe('-€2,50');
    expect(formatPricePerUnit(2.4, 'kg', 'it')).toBe('€2,40 / kg');
    expect(formatKg(0.5, 'it')).toBe('0,50 kg');
    expect(formatCartWeight(1250, 'it')).toBe('1,25 kg');
    expect(formatCartWeight(750, 'it')).toBe('750 g');
  });
});
