import 'server-only';
import type { Profile } from '@shop/product-api/contract/profiles';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { config } from '@/lib/config';
import { statedOrigin } from '@/lib/bff/shop-origin';
import { BASE_PATH } from '@/lib/base-path';
import { SIGNED_IN_COOKIE } from '@/lib/session/signed-in-hint';
import { cookieSecondsLeft, nowInSeconds, sessionStatus, tokenExpiry } from '@/lib/session/session-lifetime';

/**
 * What the sealed cookie holds. The jwt never leaves the server: route handlers strip it.
 * `expiresAt` (the token's exp) and `lastSeenAt` are epoch seconds (lib/session/session-lifetime.ts).
 */
export type SessionData = { jwt?: string; profile?: Profile; expiresAt?: number; lastSeenAt?: number };

/**
 * One request's session: its data, changed in place, and the two ways to write it back. `ended`
 * says that this request came with a session cookie that no longer signs anyone in (expired, idle
 * too long, tampered), which was cleared: the BFF tells the browser (lib/queries/session-signal.ts).
 */
export type Session = SessionData & { save: () => Promise<void>; destroy: () => void; ended: boolean };

export const SESSION_COOKIE = 'shop_session';

type CookieStore = Awaited<ReturnType<typeof cookies>>;
type CookieOptions = { httpOnly: boolean; secure: boolean; sameSite: 'lax'; path: string };

/** Browsers drop a cookie over 4096 bytes without a word; the shopper would just never stay signed in. */
const MAX_COOKIE_LENGTH = 4000;

// Read on first use, not at import: `next build` imports route handlers without the secret set.
const secretSchema = z.string().min(32, 'SESSION_SECRET must be at least 32 characters (see .env.example)');
let sessionSecret: string | undefined;

function secret(): string {
  sessionSecret ??= secretSchema.parse(process.env.SESSION_SECRET);
  return sessionSecret;
}

/**
 * Secure whenever the shopper reached us over https (through a TLS-terminating proxy among the
 * TRUSTED_PROXY_HOPS, as the storefront's server states it), or always with COOKIE_SECURE=true. A
 * fixed `secure: true` would make plain-http runs (npm start on a LAN address) silently drop the
 * cookie and never sign in.
 */
async function isHttps(): Promise<boolean> {
  if (config.server.https) return true;
  return statedOrigin(await headers())?.startsWith('https://') ?? false;
}

/**
 * A cookie defaults to Path=/; the shop lives under basePath /app (architecture, Traps of the
 * toolchain).
 */
export const sessionCookieOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  secure,
  sameSite: 'lax',
  path: BASE_PATH,
});

/**
 * The cookie's data, `{}` when iron-session itself sets it aside (bad seal, expired seal, another
 * secret) and null when it is not a seal at all: iron-session throws on some malformed values
 * ('Invalid expiration' for `Fe26.2*1*a*b*c*d*e*f`), which used to turn every page into a 500.
 */
async function unseal(sealed: string, password: string): Promise<SessionData | null> {
  try {
    return await unsealData<SessionData>(sealed, { password });
  } catch {
    return null;
  }
}

/**
 * Next lets only route handlers, server actions and the proxy write cookies; a server component
 * throws on set (no page reads the session today: pages are cached HTML). There the write is
 * skipped: the next BFF call clears a bad cookie or re-seals a due one.
 */
function writeCookie(store: CookieStore, value: string, options: CookieOptions & { maxAge: number }): void {
  try {
    store.set(SESSION_COOKIE, value, options);
    // The page's scripts read the hint (lib/session/signed-in-hint.ts); the session itself stays httpOnly.
    store.set(SIGNED_IN_COOKIE, value ? '1' : '', { ...options, httpOnly: false });
  } catch {
    // Read-only during a render; see above.
  }
}

function sessionOver(store: CookieStore, options: CookieOptions, data: SessionData): Session {
  const idleSeconds = config.session.idleSeconds;
  const session: Session = {
    ...data,
    ended: false,
    async save() {
      const { jwt, profile, expiresAt, lastSeenAt } = session;
      const seconds = cookieSecondsLeft({ jwt, expiresAt, lastSeenAt }, nowInSeconds(), idleSeconds);
      if (!jwt || seconds <= 0) {
        session.destroy();
        return;
      }
      // The seal expires with the cookie, so a copied cookie is no good after its Max-Age either.
      const seal = await sealData(
        { jwt, profile, expiresAt, lastSeenAt },
        { password: secret(), ttl: seconds },
      );
      if (seal.length > MAX_COOKIE_LENGTH)
        throw new Error(`The session cookie is too big (${seal.length} bytes)`);
      writeCookie(store, seal, { ...options, maxAge: seconds });
    },
    destroy() {
      delete session.jwt;
      delete session.profile;
      delete session.expiresAt;
      delete session.lastSeenAt;
      writeCookie(store, '', { ...options, maxAge: 0 });
    },
  };
  return session;
}

/**
 * The shopper's session (App Router: route handlers, server components and actions). Never
 * throws for a bad cookie: a cookie that signs no one in (malformed, tampered, sealed with another
 * secret, past the token's expiry or idle for SESSION_IDLE_MINUTES) is a visitor, and is cleared.
 * A live one has its last-seen time refreshed at most once a minute (lib/session/session-lifetime.ts).
 */
export async function getSession(): Promise<Session> {
  const password = secret();
  const store = await cookies();
  const options = sessionCookieOptions(await isHttps());
  const sealed = store.get(SESSION_COOKIE)?.value;
  if (sealed === undefined) return sessionOver(store, options, {});

  const data = (await unseal(sealed, password)) ?? {};
  const now = nowInSeconds();
  const session = sessionOver(store, options, data);
  const status = sessionStatus(data, now, config.session.idleSeconds);
  if (status === 'visitor' || status === 'expired') {
    // An empty value is what a sign-out leaves behind until the browser drops it: nothing ended.
    session.ended = sealed !== '';
    session.destroy();
  } else if (status === 'due') {
    session.lastSeenAt = now;
    await session.save();
  }
  return session;
}

/**
 * Signs the shopper in: token and profile, with the token's own `exp` as the session's absolute
 * limit. False, and nothing stored, when the token carries no expiry still ahead of us.
 */
export async function signIn(session: Session, jwt: string, profile: Profile): Promise<boolean> {
  const now = nowInSeconds();
  const expiresAt = tokenExpiry(jwt);
  if (expiresAt === null || expiresAt <= now) return false;
  session.jwt = jwt;
  session.profile = profile;
  session.expiresAt = expiresAt;
  session.lastSeenAt = now;
  await session.save();
  return true;
}
