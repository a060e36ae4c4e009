import { centsOf, euroOf, formatEuro } from '../../src/contract/money';

describe('money between cents and euro', () => {
  it('turns cents into the wire euro and back without float noise', () => {
    expect(euroOf(1240)).toBe(12.4);
    expect(centsOf(12.4)).toBe(1240);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(euroOf(599))).toBe(599);
  });

  it('prints euro with two decimals and the sign in front', () => {
    expect(formatEuro(1240)).toBe('€12.40');
    expect(formatEuro(5)).toBe('€0.05');
    expect(formatEuro(300)).toBe('€3.00');
    expect(formatEuro(123456)).toBe('€1234.56');
  });
});
