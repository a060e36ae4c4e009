/** @jest-environment node */
import { sealData } from 'iron-session';
import { getSession, signIn } from '@/lib/session/session-cookie';
import { SECRET_JWT, profile, tokenExpiringAt } from '../bff/fake-session';

type CookieStore = ReturnType<typeof cookieJar>['store'];
const mockCookies = jest.fn<Promise<CookieStore>, []>();
const mockHeaders = jest.fn<Promise<Headers>, []>();
// Only the two functions lib/session/session-cookie.ts uses, with the shapes it relies on.
jest.mock('next/headers', () => ({ cookies: () => mockCookies(), headers: () => mockHeaders() }));

type Written = { name: string; value: string; options: Record<string, unknown> | undefined };

/**
 * A cookie jar with the get/set shape of next/headers' cookies(), recording what is written.
 * `readOnly` throws on set, as Next does while rendering a server component.
 */
function cookieJar(initial: Record<string, string> = {}, { readOnly = false } = {}) {
  const values = new Map(Object.entries(initial));
  const written: Written[] = [];
  // The signed-in hint beside the session (lib/session/signed-in-hint.ts), recorded apart.
  const hints: Written[] = [];
  const store = {
    get: (name: string) => {
      const value = values.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string, options?: Record<string, unknown>) => {
      if (readOnly) throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
      values.set(name, value);
      (name === 'signedIn' ? hints : written).push({ name, value, options });
    },
  };
  return { store, written, hints };
}

function withRequest(jar: ReturnType<typeof cookieJar>, requestHeaders: Record<string, string> = {}) {
  mockCookies.mockResolvedValue(jar.store);
  mockHeaders.mockResolvedValue(new Headers(requestHeaders));
}

const SECRET = 'a-test-session-secret-that-is-long-enough';
const T0 = 1_900_000_000; // epoch seconds
const MINUTE = 60;
const IDLE = 120 * MINUTE; // SESSION_IDLE_MINUTES' default
let now = T0;

/** Signs in at `T0` with a token expiring at `exp`; returns the sealed cookie value. */
async function signedInCookie(exp = T0 + 12 * 3600): Promise<string> {
  now = T0;
  const jar = cookieJar();
  withRequest(jar);
  expect(await signIn(await getSession(), tokenExpiringAt(exp), profile)).toBe(true);
  const value = jar.written.at(-1)?.value;
  if (!value) throw new Error('signIn wrote no cookie');
  return value;
}

describe('the signed-in hint', () => {
  it('is written readable by the page, with the session, and cleared with it', async () => {
    now = T0;
    const jar = cookieJar();
    withRequest(jar);
    const session = await getSession();
    expect(await signIn(session, tokenExpiringAt(T0 + 12 * 3600), profile)).toBe(true);
    const sealed = jar.written.at(-1);
    expect(jar.hints.at(-1)).toEqual({
      name: 'signedIn',
      value: '1',
      options: expect.objectContaining({ httpOnly: false, path: '/app', maxAge: sealed?.options?.maxAge }),
    });
    expect(sealed?.options).toMatchObject({ httpOnly: true });
    session.destroy();
    expect(jar.hints.at(-1)).toMatchObject({ value: '', options: expect.objectContaining({ maxAge: 0 }) });
  });
});

/** Reads the session at `at` from a jar holding `sealed`. */
async function readAt(at: number, sealed: string) {
  now = at;
  const jar = cookieJar({ shop_session: sealed });
  withRequest(jar);
  const session = await getSession();
  return { session, written: jar.written };
}

const cleared = {
  name: 'shop_session',
  value: '',
  options: expect.objectContaining({ path: '/app', maxAge: 0 }),
};

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
});

beforeEach(() => {
  now = T0;
  jest.spyOn(Date, 'now').mockImplementation(() => now * 1000);
});

afterEach(() => jest.restoreAllMocks());

describe('the session cookie', () => {
  it('is sealed, httpOnly, SameSite=Lax and scoped to the /app basePath', async () => {
    const jar = cookieJar();
    withRequest(jar, { 'x-shop-origin': 'http://localhost:3000' });
    await signIn(await getSession(), SECRET_JWT, profile);

    const [cookie] = jar.written;
    expect(cookie?.name).toBe('shop_session');
    expect(cookie?.value).not.toContain(SECRET_JWT);
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/app', secure: false });
  });

  it('is Secure when the shopper came over https, as the storefront server states it', async () => {
    const jar = cookieJar();
    withRequest(jar, { 'x-shop-origin': 'https://shop.example.mt' });
    await signIn(await getSession(), SECRET_JWT, profile);
    expect(jar.written[0]?.options).toMatchObject({ secure: true });
  });

  it("is not made Secure by a client's own X-Forwarded-Proto", async () => {
    const jar = cookieJar();
    withRequest(jar, { 'x-forwarded-proto': 'https' });
    await signIn(await getSession(), SECRET_JWT, profile);
    expect(jar.written[0]?.options).toMatchObject({ secure: false });
  });

  it('reads back what it sealed, and is emptied by destroy', async () => {
    const { session, written } = await readAt(T0 + 10, await signedInCookie());
    expect(session.jwt).toBe(tokenExpiringAt(T0 + 12 * 3600));
    expect(session.profile).toEqual(profile);
    expect(written).toEqual([]);

    session.destroy();
    expect(written).toEqual([cleared]);
    expect(session.jwt).toBeUndefined();
  });
});

describe('a bad cookie is no session', () => {
  it.each([
    ['a malformed seal', 'Fe26.2*1*a*b*c*d*e*f'],
    ['a malformed seal with a version', 'Fe26.2*1*a*b*c*d*e*f~2'],
    ['garbage', 'not-a-seal'],
    ['an empty value', ''],
  ])('%s reads as a visitor and is cleared', async (_name, value) => {
    const { session, written } = await readAt(T0, value);
    expect(session.jwt).toBeUndefined();
    expect(session.profile).toBeUndefined();
    expect(written).toEqual([cleared]);
  });

  it('says that a session ended when a cookie that signs no one in came in, never for no cookie or an emptied one', async () => {
    expect((await readAt(T0, 'not-a-seal')).session.ended).toBe(true);
    expect((await readAt(T0 + 13 * 3600, await signedInCookie())).session.ended).toBe(true);
    expect((await readAt(T0 + 10, await signedInCookie())).session.ended).toBe(false);
    expect((await readAt(T0, '')).session.ended).toBe(false);
    now = T0;
    withRequest(cookieJar());
    expect((await getSession()).ended).toBe(false);
  });

  it('a seal made with another secret reads as a visitor and is cleared', async () => {
    const foreign = await sealData(
      { jwt: SECRET_JWT },
      { password: 'another-secret-of-at-least-32-characters' },
    );
    const { session, written } = await readAt(T0, foreign);
    expect(session.jwt).toBeUndefined();
    expect(written).toEqual([cleared]);
  });

  it('a cookie sealed before the limits existed (no expiresAt) signs no one in', async () => {
    const old = await sealData({ jwt: SECRET_JWT, profile }, { password: SECRET });
    const { session, written } = await readAt(T0, old);
    expect(session.jwt).toBeUndefined();
    expect(written).toEqual([cleared]);
  });

  it('does not throw while a page renders, where cookies cannot be written', async () => {
    now = T0;
    withRequest(cookieJar({ shop_session: 'Fe26.2*1*a*b*c*d*e*f' }, { readOnly: true }));
    const session = await getSession();
    expect(session.jwt).toBeUndefined();
  });
});

describe('session lifetime', () => {
  it('lives as long as the token, or the idle limit when that comes first', async () => {
    const jar = cookieJar();
    withRequest(jar);
    await signIn(await getSession(), tokenExpiringAt(T0 + 45 * MINUTE), profile);
    expect(jar.written.at(-1)?.options).toMatchObject({ maxAge: 45 * MINUTE });

    const later = cookieJar();
    withRequest(later);
    await signIn(await getSession(), tokenExpiringAt(T0 + 12 * 3600), profile);
    expect(later.written.at(-1)?.options).toMatchObject({ maxAge: IDLE });
  });

  it('refuses a token without an expiry ahead, storing nothing', async () => {
    for (const jwt of [tokenExpiringAt(T0 - 1), 'header.eyJzdWIiOiI3In0.signature', 'not-a-jwt']) {
      const jar = cookieJar();
      withRequest(jar);
      const session = await getSession();
      expect(await signIn(session, jwt, profile)).toBe(false);
      expect(session.jwt).toBeUndefined();
      expect(jar.written).toEqual([]);
    }
  });

  it('is signed out after SESSION_IDLE_MINUTES without use', async () => {
    const sealed = await signedInCookie();
    expect((await readAt(T0 + IDLE - 1, sealed)).session.jwt).toBeDefined();
    const idle = await readAt(T0 + IDLE, sealed);
    expect(idle.session.jwt).toBeUndefined();
    expect(idle.written).toEqual([cleared]);
  });

  it('refreshes the last-seen time at most once a minute', async () => {
    const sealed = await signedInCookie();
    expect((await readAt(T0 + 59, sealed)).written).toEqual([]);

    const due = await readAt(T0 + 61, sealed);
    expect(due.session.lastSeenAt).toBe(T0 + 61);
    expect(due.written).toEqual([
      expect.objectContaining({ name: 'shop_session', options: expect.objectContaining({ maxAge: IDLE }) }),
    ]);

    // The refreshed cookie carries the session past the first one's idle limit.
    const refreshed = due.written[0]?.value ?? '';
    expect((await readAt(T0 + 61 + IDLE - 1, refreshed)).session.jwt).toBeDefined();
  });

  it('never lives past the token, however active the shopper', async () => {
    let sealed = await signedInCookie(T0 + 30 * MINUTE);
    for (let at = T0 + 10 * MINUTE; at < T0 + 30 * MINUTE; at += 10 * MINUTE) {
      const { written } = await readAt(at, sealed);
      expect(written[0]?.options).toMatchObject({ maxAge: T0 + 30 * MINUTE - at });
      sealed = written[0]?.value ?? '';
    }
    const expired = await readAt(T0 + 30 * MINUTE, sealed);
    expect(expired.session.jwt).toBeUndefined();
    expect(expired.written).toEqual([cleared]);
  });
});
