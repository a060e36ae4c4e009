import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox provider's callback signature, the scheme Stripe and most providers use:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Signing the timestamp with the
 * body lets the receiver refuse an old message (a replay outside the tolerance) without state;
 * payment_events refuses a replay inside it. Pure: no clock, no config, no I/O.
 */

/** Messages older than this are refused (a captured callback cannot be played back later). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * A timestamp this far ahead of our clock is still taken: the sender's clock (another API
 * instance, the provider) may run a little fast. Anything later is refused as "in the future".
 */
export const SIGNATURE_CLOCK_SKEW_SECONDS = 30;

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'expired' | 'future';

function hmacHex(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for a body sent at `timestamp` (unix seconds). */
export function signatureHeaderFor(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** 't' and every 'v1' of the header; several v1 values allow a secret to be rotated. */
function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Checks the header against the raw body as received (before any JSON parsing: a re-serialised
 * body would not be the bytes that were signed). Compared in constant time; `nowSeconds` is the
 * receiver's clock in unix seconds.
 */
export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer | string,
  nowSeconds: number,
): SignatureCheck {
  const parsed = header === undefined ? null : parseHeader(header);
  if (!parsed) return 'malformed';
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  const matches = parsed.signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  if (!matches) return 'mismatch';
  if (parsed.timestamp < nowSeconds - SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  if (parsed.timestamp > nowSeconds + SIGNATURE_CLOCK_SKEW_SECONDS) return 'future';
  return 'valid';
}
