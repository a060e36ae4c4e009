/** EAN-13 barcodes: twelve digits and a check digit weighted 1, 3, 1, 3 … from the left. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12))
    throw new Error(`An EAN-13 needs 12 digits before its check digit: ${first12}`);
  return `${first12}${ean13CheckDigit(first12)}`;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}
