/** @jest-environment node */
import { getSession } from '@/lib/session';
import { SECRET_JWT, profile } from './fake-session';

type CookieStore = ReturnType<typeof cookieJar>['store'];
const mockCookies = jest.fn<Promise<CookieStore>, []>();
const mockHeaders = jest.fn<Promise<Headers>, []>();
// Only the two functions lib/session.ts uses, with the shapes iron-session and it rely on.
jest.mock('next/headers', () => ({ cookies: () => mockCookies(), headers: () => mockHeaders() }));

type Written = { name: string; value: string; options: Record<string, unknown> | undefined };

/** A cookie jar with the get/set shape of next/headers' cookies(), recording what is written. */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const written: Written[] = [];
  const store = {
    get: (name: string) => {
      const value = values.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string, options?: Record<string, unknown>) => {
      values.set(name, value);
      written.push({ name, value, options });
    },
  };
  return { store, written };
}

function useRequest(jar: ReturnType<typeof cookieJar>, requestHeaders: Record<string, string> = {}) {
  mockCookies.mockResolvedValue(jar.store);
  mockHeaders.mockResolvedValue(new Headers(requestHeaders));
}

beforeAll(() => {
  process.env.SESSION_SECRET = 'a-test-session-secret-that-is-long-enough';
});

describe('the session cookie', () => {
  it('is sealed, httpOnly, SameSite=Lax and scoped to the /app basePath', async () => {
    const jar = cookieJar();
    useRequest(jar, { 'x-forwarded-proto': 'http' });
    const session = await getSession();
    session.jwt = SECRET_JWT;
    session.profile = profile;
    await session.save();

    const [cookie] = jar.written;
    expect(cookie?.name).toBe('shop_session');
    expect(cookie?.value).not.toContain(SECRET_JWT);
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/app', secure: false });
  });

  it('is Secure when the shopper came over https', async () => {
    const jar = cookieJar();
    useRequest(jar, { 'x-forwarded-proto': 'https' });
    const session = await getSession();
    session.jwt = SECRET_JWT;
    await session.save();
    expect(jar.written[0]?.options).toMatchObject({ secure: true });
  });

  it('reads back what it sealed, and is emptied by destroy', async () => {
    const first = cookieJar();
    useRequest(first);
    const session = await getSession();
    session.jwt = SECRET_JWT;
    session.profile = profile;
    await session.save();

    const sealed = first.written[0]?.value ?? '';
    const second = cookieJar({ shop_session: sealed });
    useRequest(second);
    const reread = await getSession();
    expect(reread.jwt).toBe(SECRET_JWT);
    expect(reread.profile).toEqual(profile);

    reread.destroy();
    expect(second.written[0]).toMatchObject({
      name: 'shop_session',
      value: '',
      options: { path: '/app', maxAge: 0 },
    });
  });
});
