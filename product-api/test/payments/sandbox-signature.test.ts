import { createHmac } from 'node:crypto';
import {
  SIGNATURE_CLOCK_SKEW_SECONDS,
  SIGNATURE_TOLERANCE_SECONDS,
  checkSignature,
  signatureHeaderFor,
} from '../../src/payments/sandbox-signature';

const SECRET = 's'.repeat(40);
const BODY = '{"eventId":"evt_12345678","ref":"r0123456789abcdef","outcome":"PAID","amountCents":4321}';
const NOW = 1_800_000_000;

describe('sandbox callback signature', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256 in the t=…,v1=… header', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signatureHeaderFor(SECRET, NOW, BODY)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('accepts its own signature over the same bytes, as a string or a buffer', () => {
    const header = signatureHeaderFor(SECRET, NOW, BODY);
    expect(checkSignature(SECRET, header, BODY, NOW)).toBe('valid');
    expect(checkSignature(SECRET, header, Buffer.from(BODY), NOW + 10)).toBe('valid');
  });

  it('refuses another body, another secret and a re-serialised body', () => {
    const header = signatureHeaderFor(SECRET, NOW, BODY);
    expect(checkSignature(SECRET, header, BODY.replace('4321', '1'), NOW)).toBe('mismatch');
    expect(checkSignature('t'.repeat(40), header, BODY, NOW)).toBe('mismatch');
    expect(checkSignature(SECRET, header, JSON.stringify(JSON.parse(BODY), null, 1), NOW)).toBe('mismatch');
  });

  it('refuses a timestamp changed after signing', () => {
    const header = signatureHeaderFor(SECRET, NOW, BODY).replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(checkSignature(SECRET, header, BODY, NOW)).toBe('mismatch');
  });

  it('refuses a signature older than 5 minutes, and one from the future beyond the clock skew', () => {
    const old = signatureHeaderFor(SECRET, NOW - SIGNATURE_TOLERANCE_SECONDS - 1, BODY);
    expect(checkSignature(SECRET, old, BODY, NOW)).toBe('expired');
    const edge = signatureHeaderFor(SECRET, NOW - SIGNATURE_TOLERANCE_SECONDS, BODY);
    expect(checkSignature(SECRET, edge, BODY, NOW)).toBe('valid');
    const future = signatureHeaderFor(SECRET, NOW + SIGNATURE_CLOCK_SKEW_SECONDS + 1, BODY);
    expect(checkSignature(SECRET, future, BODY, NOW)).toBe('future');
  });

  it.each([
    undefined,
    '',
    'v1=abc',
    `t=${NOW}`,
    `t=${NOW},v1=zz`,
    `t=abc,v1=${'0'.repeat(64)}`,
    `t=${NOW},v1=${'0'.repeat(63)}`,
    `t=${NOW}=1,v1=${'0'.repeat(64)}`,
  ])('calls the header %p malformed', (header) => {
    expect(checkSignature(SECRET, header, BODY, NOW)).toBe('malformed');
  });

  it('accepts any of several v1 values (a secret being rotated)', () => {
    const good = signatureHeaderFor(SECRET, NOW, BODY).split(',v1=')[1];
    expect(checkSignature(SECRET, `t=${NOW},v1=${'0'.repeat(64)},v1=${good}`, BODY, NOW)).toBe('valid');
  });
});
