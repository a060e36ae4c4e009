import { cookieSecondsLeft, sessionStatus, tokenExpiry } from '@/lib/session/session-lifetime';

const IDLE = 7200;
const T = 1_900_000_000;
const signedIn = { jwt: 'token', expiresAt: T + 43_200, lastSeenAt: T };

describe('sessionStatus', () => {
  it('is a visitor without a token', () => {
    expect(sessionStatus({}, T, IDLE)).toBe('visitor');
    expect(sessionStatus({ expiresAt: T + 10, lastSeenAt: T }, T, IDLE)).toBe('visitor');
  });

  it('is active within the first minute after being seen, then due for a refresh', () => {
    expect(sessionStatus(signedIn, T + 59, IDLE)).toBe('active');
    expect(sessionStatus(signedIn, T + 60, IDLE)).toBe('due');
    expect(sessionStatus(signedIn, T + IDLE - 1, IDLE)).toBe('due');
  });

  it('expires after the idle limit', () => {
    expect(sessionStatus(signedIn, T + IDLE, IDLE)).toBe('expired');
  });

  it('expires with the token, even when just seen', () => {
    const shortToken = { ...signedIn, expiresAt: T + 600, lastSeenAt: T + 599 };
    expect(sessionStatus(shortToken, T + 599, IDLE)).toBe('active');
    expect(sessionStatus(shortToken, T + 600, IDLE)).toBe('expired');
  });

  it('expires a token without recorded limits (sealed before they existed)', () => {
    expect(sessionStatus({ jwt: 'token' }, T, IDLE)).toBe('expired');
    expect(sessionStatus({ jwt: 'token', expiresAt: T + 10 }, T, IDLE)).toBe('expired');
    expect(sessionStatus({ jwt: 'token', expiresAt: Number.NaN, lastSeenAt: T }, T, IDLE)).toBe('expired');
  });
});

describe('cookieSecondsLeft', () => {
  it('is the earlier of the idle limit and the token expiry', () => {
    expect(cookieSecondsLeft(signedIn, T, IDLE)).toBe(IDLE);
    expect(cookieSecondsLeft({ ...signedIn, expiresAt: T + 600 }, T, IDLE)).toBe(600);
    expect(cookieSecondsLeft(signedIn, T + 100, IDLE)).toBe(IDLE - 100);
  });

  it('is 0 when over or without limits', () => {
    expect(cookieSecondsLeft(signedIn, T + 50_000, IDLE)).toBe(0);
    expect(cookieSecondsLeft({ jwt: 'token' }, T, IDLE)).toBe(0);
  });
});

describe('tokenExpiry', () => {
  const jwt = (payload: string) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(payload).toString('base64url')}.c2ln`;

  it('reads the exp claim', () => {
    expect(tokenExpiry(jwt('{"sub":"7","exp":1900043200}'))).toBe(1_900_043_200);
  });

  it.each([
    ['no exp', jwt('{"sub":"7"}')],
    ['an exp that is not a number', jwt('{"exp":"tomorrow"}')],
    ['a fractional exp', jwt('{"exp":1.5}')],
    ['a payload that is not JSON', jwt('not json')],
    ['no payload', 'abc'],
    ['an empty token', ''],
  ])('is null for %s', (_name, token) => {
    expect(tokenExpiry(token)).toBeNull();
  });
});
