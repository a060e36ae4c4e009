import { z } from 'zod';

/**
 * Settings of the storefront's HTTP server (the Next.js app reads its own in lib/config.ts).
 * Read once; a bad value stops start-up with a sentence saying which.
 */
const serverConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Proxies in front of the storefront (load balancer, CDN) whose X-Forwarded-For entries are
   * believed; 0 means none: the shopper's address is the socket's peer.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Served over https (directly or by a TLS-terminating proxy): HSTS and upgrade-insecure-requests. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
});

export type ServerConfig = {
  port: number;
  trustedProxyHops: number;
  https: boolean;
};

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = serverConfigSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`The storefront server configuration is invalid: ${problems}. See .env.example.`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    https: e.COOKIE_SECURE === 'true',
  });
}
