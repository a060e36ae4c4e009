/**
 * Seconds to wait from a Retry-After header (RFC 9110 §10.2.3: a number of seconds or an HTTP
 * date), or null when there is none or it cannot be read.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // Only an IMF-fixdate ('Tue, 24 Nov 2026 10:05:00 GMT'): Date.parse reads '-5' as a year.
  if (!/^[A-Za-z]{3}, .+ GMT$/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
