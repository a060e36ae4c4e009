import { z } from 'zod';

/**
 * Storefront configuration (architecture, Configuration and outside services: parsed once, fails
 * fast). The schema lives apart from lib/config.ts (server-only), so that the storefront's own
 * server checks it at start too. The session secret is read by lib/session/session-cookie.ts on first use instead,
 * because `next build` runs without it. The brand defaults describe a neutral demo shop; a real
 * chain sets its own.
 */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b6e4f');

const configSchema = z.object({
  PRODUCT_API_URL: z
    .url()
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  SHOP_BRAND_NAME: z.string().trim().min(1).max(60).default('Pjazza Market'),
  // Brand colour carries white text on buttons: pick one with at least 4.5:1 contrast on white.
  SHOP_BRAND_COLOUR: hexColour.default('#0b6e4f'),
  SHOP_OFFER_COLOUR: hexColour.default('#b45309'),
  SHOP_SUPPORT_PHONE: z.string().trim().min(1).default('+356 2123 4567'),
  SHOP_SUPPORT_EMAIL: z.email().default('support@pjazzamarket.com.mt'),
  SHOP_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SHOP_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  SHOP_POWERED_BY: z.string().trim().min(1).default('Pjazza Commerce'),
  // Public origin of the shop, for canonical addresses, hreflang, the sitemap and share links.
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  // Map tiles of the store locator ({z}/{x}/{y} placeholders, as Leaflet expects).
  MAP_TILE_URL: z.string().trim().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
  // hCaptcha widget of the contact form (spec §2): the site's public key; the default is
  // hCaptcha's public test key, which every answer passes (the API holds the secret).
  HCAPTCHA_SITE_KEY: z.string().trim().min(1).max(100).default('10000000-ffff-ffff-ffff-000000000001'),
  // Where the app redirect page sends phones (spec §2).
  ANDROID_APP_URL: z.url().default('https://play.google.com/store/apps/details?id=mt.pjazzamarket.shop'),
  IOS_APP_URL: z.url().default('https://apps.apple.com/mt/app/pjazza-market/id0000000000'),
  // A signed-in session unused this long is signed out (the token's own expiry is the absolute limit).
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  // Shared with the product API: vouches for the shopper's address the BFF sends (X-Shop-Proxy-Key).
  // Unset: the BFF sends no address and the API counts logins by its own peer address.
  BFF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The storefront's own server (server/storefront-server.ts) listens here.
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  // Proxies in front of the storefront (load balancer, CDN) whose X-Forwarded-For, -Host and
  // -Proto entries are believed; 0: none, the shopper's address, host and scheme are the connection's.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Served over https (directly or behind a TLS-terminating proxy): Secure cookie, HSTS.
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  // Cached pages (README: Cached pages): how long a shared cache (a CDN) may keep one without
  // asking again, and serve it stale while it asks.
  PAGE_SHARED_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  PAGE_STALE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(60),
  // The storefront server's own memory of cached pages, in MB (0: none).
  PAGE_MEMORY_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // How long it serves a kept page before asking Next again (a catalogue change empties it at once).
  PAGE_MEMORY_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // How often the storefront asks the product API for the catalogue's version.
  CATALOGUE_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  // Feature flags of spec §9: shopping lists on, card payments (the /payments page) off.
  FEATURE_SMARTLISTS: z.enum(['true', 'false']).default('true'),
  FEATURE_PAYMENTS: z.enum(['true', 'false']).default('false'),
  // Spec §2 /cart/update: the cart page links it only when this flag is on.
  FEATURE_CART_UPDATE: z.enum(['true', 'false']).default('true'),
});

export type ShopConfig = {
  productApiUrl: string;
  brand: { name: string; colour: string; offerColour: string; poweredBy: string };
  support: { phone: string; email: string };
  social: { facebook: string; instagram: string };
  siteUrl: string;
  map: { tileUrl: string; attribution: string };
  captcha: { siteKey: string };
  apps: { android: string; ios: string };
  session: { idleSeconds: number };
  bffSecret: string | undefined;
  server: { port: number; trustedProxyHops: number; https: boolean };
  pages: {
    sharedMaxAgeSeconds: number;
    staleSeconds: number;
    memoryCacheBytes: number;
    memoryTtlSeconds: number;
    cataloguePollMs: number;
  };
  features: ShopFeatures;
};

/** What the shopper's browser needs to know of the flags (components/layout/shop-features.tsx). */
export type ShopFeatures = { smartlists: boolean; payments: boolean; cartUpdate: boolean };

export function parseConfig(env: Record<string, string | undefined>): ShopConfig {
  // .env.example lists variables with empty values: empty means "use the default".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`The storefront configuration is invalid: ${problems}. See .env.example.`);
  }
  const e = parsed.data;
  return Object.freeze({
    productApiUrl: e.PRODUCT_API_URL,
    brand: Object.freeze({
      name: e.SHOP_BRAND_NAME,
      colour: e.SHOP_BRAND_COLOUR,
      offerColour: e.SHOP_OFFER_COLOUR,
      poweredBy: e.SHOP_POWERED_BY,
    }),
    support: Object.freeze({ phone: e.SHOP_SUPPORT_PHONE, email: e.SHOP_SUPPORT_EMAIL }),
    social: Object.freeze({ facebook: e.SHOP_FACEBOOK_URL, instagram: e.SHOP_INSTAGRAM_URL }),
    siteUrl: e.SITE_URL,
    map: Object.freeze({ tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION }),
    captcha: Object.freeze({ siteKey: e.HCAPTCHA_SITE_KEY }),
    apps: Object.freeze({ android: e.ANDROID_APP_URL, ios: e.IOS_APP_URL }),
    session: Object.freeze({ idleSeconds: e.SESSION_IDLE_MINUTES * 60 }),
    bffSecret: e.BFF_SECRET,
    server: Object.freeze({
      port: e.PORT,
      trustedProxyHops: e.TRUSTED_PROXY_HOPS,
      https: e.COOKIE_SECURE === 'true',
    }),
    pages: Object.freeze({
      sharedMaxAgeSeconds: e.PAGE_SHARED_MAX_AGE_SECONDS,
      staleSeconds: e.PAGE_STALE_SECONDS,
      memoryCacheBytes: e.PAGE_MEMORY_CACHE_MB * 1024 * 1024,
      memoryTtlSeconds: e.PAGE_MEMORY_TTL_SECONDS,
      cataloguePollMs: e.CATALOGUE_POLL_MS,
    }),
    features: Object.freeze({
      smartlists: e.FEATURE_SMARTLISTS === 'true',
      payments: e.FEATURE_PAYMENTS === 'true',
      cartUpdate: e.FEATURE_CART_UPDATE === 'true',
    }),
  });
}

/** The configured brand colours, overriding the defaults of tokens.css (validated hex values). */
export const brandTokensCss = (brand: Pick<ShopConfig['brand'], 'colour' | 'offerColour'>): string =>
  `:root{--color-brand:${brand.colour};--color-offer:${brand.offerColour}}`;
