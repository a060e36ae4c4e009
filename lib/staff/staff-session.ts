import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { BASE_PATH } from '@/lib/base-path';
import { statedOrigin } from '@/lib/bff/shop-origin';
import { config } from '@/lib/config';
import { cookieSecondsLeft, nowInSeconds, sessionStatus, tokenExpiry } from '@/lib/session/session-lifetime';

/**
 * The staff's sealed session (issue 29; architecture: The staff's screen): another cookie than the
 * customers' (lib/session/session-cookie.ts), by name and by path. Its path is the staff's BFF,
 * so the browser sends it with the staff's calls only, never with a page or a customer's call,
 * and the customers' BFF could not forward it even by mistake. The same limits as a customer's
 * session (the token's expiry, SESSION_IDLE_MINUTES idle), from lib/session/session-lifetime.ts.
 */
export const STAFF_COOKIE = 'shop_staff_session';
export const STAFF_COOKIE_PATH = `${BASE_PATH}/api/ops`;

type StaffSessionData = { jwt?: string; expiresAt?: number; lastSeenAt?: number };

export type StaffSession = {
  jwt?: string;
  signIn: (jwt: string) => Promise<boolean>;
  signOut: () => Promise<void>;
};

const secretSchema = z.string().min(32, 'SESSION_SECRET must be at least 32 characters (see .env.example)');

async function cookieOptions(maxAge: number) {
  const secure = config.server.https || (statedOrigin(await headers())?.startsWith('https://') ?? false);
  return { httpOnly: true, secure, sameSite: 'strict' as const, path: STAFF_COOKIE_PATH, maxAge };
}

async function unseal(sealed: string, password: string): Promise<StaffSessionData> {
  try {
    return await unsealData<StaffSessionData>(sealed, { password });
  } catch {
    return {};
  }
}

/** The staff session of this request: the token while it is within both limits, else none (and cleared). */
export async function getStaffSession(): Promise<StaffSession> {
  const password = secretSchema.parse(process.env.SESSION_SECRET);
  const store = await cookies();
  const idleSeconds = config.session.idleSeconds;
  const sealed = store.get(STAFF_COOKIE)?.value;
  const data = sealed ? await unseal(sealed, password) : {};

  const write = async (value: StaffSessionData) => {
    const seconds = cookieSecondsLeft(value, nowInSeconds(), idleSeconds);
    if (!value.jwt || seconds <= 0) {
      store.set(STAFF_COOKIE, '', await cookieOptions(0));
      return false;
    }
    const seal = await sealData(value, { password, ttl: seconds });
    store.set(STAFF_COOKIE, seal, await cookieOptions(seconds));
    return true;
  };

  const status = sessionStatus(data, nowInSeconds(), idleSeconds);
  if (sealed && (status === 'visitor' || status === 'expired')) await write({});
  else if (status === 'due') await write({ ...data, lastSeenAt: nowInSeconds() });
  const live = status === 'active' || status === 'due';

  return {
    jwt: live ? data.jwt : undefined,
    signIn: async (jwt) => {
      const expiresAt = tokenExpiry(jwt);
      if (expiresAt === null || expiresAt <= nowInSeconds()) return false;
      return write({ jwt, expiresAt, lastSeenAt: nowInSeconds() });
    },
    signOut: async () => {
      await write({});
    },
  };
}
