/**
 * Five demo postcodes per locality, the prefix and four digits. Real Maltese postcodes follow the
 * same shape; these numbers are invented but stable, and unique because the prefixes are.
 */
const DEMO_POSTCODE_NUMBERS = ['1010', '1020', '1030', '1100', '1210'];

export function demoPostcodesOf(prefix: string): string[] {
  return DEMO_POSTCODE_NUMBERS.map((digits) => `${prefix} ${digits}`);
}
