import type { Profile } from '@shop/product-api/contract/profiles';
import type { Session, SessionData } from '@/lib/session/session-cookie';

/** A JWT of the API's shape (the BFF reads `exp`, never the signature) expiring at `exp`. */
export function tokenExpiringAt(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '7', exp })}.c2lnbmF0dXJl`;
}

/** Expires in 2100: the sessions of these tests are never past the token's own expiry. */
export const SECRET_JWT = tokenExpiringAt(4_102_444_800);

export const profile: Profile = {
  id: 7,
  firstName: 'Maria',
  lastName: 'Borg',
  birthDate: null,
  gender: 'FEMALE',
  mobilePhone: null,
  mobilePhonePrefix: null,
  homePhone: null,
  homePhonePrefix: null,
  email: 'maria.borg@example.mt',
  ssnCode: null,
  cards: [],
  address: null,
  accept1: true,
  accept2: true,
  accept3: false,
  accept4: false,
  preferences: { storeId: null, avoidAllergens: [] },
};

/** A session stand-in that records save and destroy the way the real one changes its data. */
export function fakeSession(data: SessionData = {}, { ended = false }: { ended?: boolean } = {}) {
  const save = jest.fn(async () => undefined);
  const destroy = jest.fn(() => {
    delete session.jwt;
    delete session.profile;
    delete session.expiresAt;
    delete session.lastSeenAt;
  });
  const session: Session = { ...data, save, destroy, ended };
  return { session, save, destroy };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const sameOriginHeaders = { host: 'localhost:3000', origin: 'http://localhost:3000' };
