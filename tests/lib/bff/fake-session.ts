import type { Profile } from '@shop/product-api/contract/profiles';
import type { Session } from '@/lib/session';

export const SECRET_JWT = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2Vu.c2lnbmF0dXJl';

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
  preferences: { storeId: null },
};

/** An iron-session stand-in that records save and destroy the way the real one changes its data. */
export function fakeSession(data: { jwt?: string; profile?: Profile } = {}) {
  const save = jest.fn(async () => undefined);
  const destroy = jest.fn(() => {
    delete session.jwt;
    delete session.profile;
  });
  const session: Session = { ...data, save, destroy, updateConfig: jest.fn() };
  return { session, save, destroy };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const sameOriginHeaders = { host: 'localhost:3000', origin: 'http://localhost:3000' };
