import 'server-only';
import type { Profile } from '@shop/product-api/contract/profiles';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { BASE_PATH } from '@/lib/queries/base-path';

/** What the sealed cookie holds. The jwt never leaves the server: route handlers strip it. */
export type SessionData = { jwt?: string; profile?: Profile };
export type Session = IronSession<SessionData>;

const SESSION_COOKIE = 'shop_session';

// Read on first use, not at import: `next build` imports route handlers without the secret set.
const secretSchema = z.string().min(32, 'SESSION_SECRET must be at least 32 characters (see .env.example)');
let sessionSecret: string | undefined;

function secret(): string {
  sessionSecret ??= secretSchema.parse(process.env.SESSION_SECRET);
  return sessionSecret;
}

/**
 * Secure whenever the shopper reached us over https (directly or through a TLS-terminating proxy
 * that sets X-Forwarded-Proto), or always with COOKIE_SECURE=true. A fixed `secure: true` would
 * make plain-http runs (npm start on a LAN address) silently drop the cookie and never sign in.
 */
async function isHttps(): Promise<boolean> {
  if (process.env.COOKIE_SECURE === 'true') return true;
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https';
}

async function sessionOptions(): Promise<SessionOptions> {
  return {
    cookieName: SESSION_COOKIE,
    password: secret(),
    cookieOptions: {
      httpOnly: true,
      secure: await isHttps(),
      sameSite: 'lax',
      // TOOLCHAIN pitfall 8: iron-session defaults to Path=/; the shop lives under basePath /app.
      path: BASE_PATH,
    },
  };
}

/** The shopper's session (App Router: route handlers, server components and actions). */
export async function getSession(): Promise<Session> {
  return getIronSession<SessionData>(await cookies(), await sessionOptions());
}
