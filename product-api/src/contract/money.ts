/**
 * Integer cents to the wire's euro number with 2 decimals (architecture, The API contract: money in
 * cents inside).
 */
export const euroOf = (cents: number): number => Math.round(cents) / 100;
