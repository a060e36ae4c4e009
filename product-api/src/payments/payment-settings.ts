import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { insertMetaIfAbsent, readMeta } from '../auth/auth.repository';
import type { Config } from '../config';
import { activePaymentProvider } from '../contract/payment-provider';
import type { Database } from '../db/client';

/**
 * What the API says at start-up about payments when it matters to whoever runs it: a production
 * server without online payment (and why), or one taking sandbox payments. Null otherwise.
 */
export function paymentStartupNotice(config: Pick<Config, 'PAYMENT_PROVIDER' | 'NODE_ENV'>): string | null {
  const provider = activePaymentProvider(config);
  if (provider === null) {
    return (
      'No online payment: PAYMENT_PROVIDER is not set on this production server, so the checkout ' +
      'offers payment on delivery only. Set PAYMENT_PROVIDER=stripe (with its keys), or ' +
      'PAYMENT_PROVIDER=sandbox for a demo where no money moves.'
    );
  }
  if (provider === 'apcopay' && config.NODE_ENV === 'production') {
    return 'Payment sandbox (PAYMENT_PROVIDER=sandbox): online payments are test payments, no money moves.';
  }
  return null;
}

/**
 * The browser's address of the sandbox page: the API itself. 'localhost' rather than API_HOST, which
 * is an address to listen on (127.0.0.1, 0.0.0.0), not one a browser on the machine is given.
 */
export const sandboxPublicUrlOf = (config: Pick<Config, 'PAYMENT_SANDBOX_PUBLIC_URL' | 'API_PORT'>): string =>
  (config.PAYMENT_SANDBOX_PUBLIC_URL ?? `http://localhost:${config.API_PORT}`).replace(/\/+$/, '');

export const SANDBOX_NOTIFY_PATH = '/cli/pay/apcopay/notify';

/**
 * Where the sandbox posts its callback: PAYMENT_SANDBOX_NOTIFY_URL, else this API's own listening
 * socket (so also a port chosen by the system, as in tests). Null while the API is not listening.
 */
export function sandboxNotifyUrlOf(
  config: Pick<Config, 'PAYMENT_SANDBOX_NOTIFY_URL'>,
  listening: AddressInfo | string | null,
): string | null {
  if (config.PAYMENT_SANDBOX_NOTIFY_URL) return config.PAYMENT_SANDBOX_NOTIFY_URL;
  if (listening === null || typeof listening === 'string') return null;
  const wildcard = listening.address === '0.0.0.0' || listening.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : listening.family === 'IPv6'
      ? `[${listening.address}]`
      : listening.address;
  return `http://${host}:${listening.port}${SANDBOX_NOTIFY_PATH}`;
}

const SECRET_KEY = 'payment_sandbox_secret';

/**
 * The sandbox's signing secret: PAYMENT_SANDBOX_SECRET, else a random one kept in the database like
 * the JWT secret (auth/jwt-secret.ts), so every instance on one database signs and checks alike and
 * no secret is written in the code.
 */
export async function resolveSandboxSecret(
  config: Pick<Config, 'PAYMENT_SANDBOX_SECRET'>,
  db: Database,
): Promise<string> {
  if (config.PAYMENT_SANDBOX_SECRET) return config.PAYMENT_SANDBOX_SECRET;
  await insertMetaIfAbsent(db, SECRET_KEY, randomBytes(32).toString('base64url'));
  // Read back: a concurrent start may have inserted first, and its value is the one kept.
  const kept = await readMeta(db, SECRET_KEY);
  if (!kept) throw new Error('The payment sandbox secret could not be stored in app_meta');
  return kept;
}
