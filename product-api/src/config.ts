import path from 'node:path';
import { z } from 'zod';
import { checkPaymentProvider } from './contract/payment-provider';

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The seller printed on receipts and VAT invoices (invoices/): the demo shop's, until a deployment
 * sets its own (docs/order-lifecycle.md, Receipts and VAT invoices).
 */
export const DEMO_SELLER = {
  name: 'Shop Supermarkets Ltd',
  address: 'Triq il-Kbira 1, Birkirkara BKR 1000, Malta',
  vatNumber: 'MT10000017',
} as const;

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting of the API, read once from the environment (architecture: Configuration and outside
 * services).
 */
export const configSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'pglite')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(12 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  /**
   * The demo staff (seed/seed-staff.ts), who can read customers' orders. Unset: seeded outside
   * production only; `npm start` (the demo) and the e2e suite set it on purpose.
   */
  SEED_DEMO_STAFF: booleanFlag.optional(),
  /** Login attempts (right or wrong) one client address may make per minute (README: Login limits). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Failed logins of one username from one client address in a window; past it that address is
   * refused for that account until the window ends (other addresses are not).
   */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Failed logins of one username from all addresses in a window past which a login needs hCaptcha. */
  LOGIN_ACCOUNT_CAPTCHA_AFTER: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Loyalty-card checks (sign-up check and sign-up with a card) one client address may make per hour. */
  CARD_CHECK_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Checks of one card number that did not pass before its check is locked until the window ends. */
  CARD_CHECK_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  CARD_CHECK_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Sign-ups (accounts opened or refused) one client address may ask for per hour. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Password-reset requests one client address may make per hour. */
  PASSWORD_RESET_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Contact-form messages one client address may send per hour. */
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Card-linking flows one customer may start per hour (each opens a session at the provider). */
  CARD_BOARDING_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Proxies in front of the API whose X-Forwarded-For entries are believed; 0 believes none, so a
   * client's own X-Forwarded-For changes nothing. Only right when the API is reachable solely through them.
   */
  API_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Shared with the storefront: with it, the storefront's X-Shop-Proxy-Key vouches for the shopper's
   * address in X-Shop-Client-Address. Unset: that header is always ignored.
   */
  BFF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long catalogue reads are cached in memory; 0 turns the cache off. */
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CATALOGUE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).default(5000),
  /** Bytes of media files (images, leaflet PDFs) the cache holds at most, besides the entry count. */
  MEDIA_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(64 * 1024 * 1024),
  /** Only 'production' changes anything here: it turns the API docs off unless API_DOCS says otherwise. */
  NODE_ENV: z.string().default('development'),
  /** Swagger UI at /docs and the OpenAPI document at /docs/json; unset: on, except in production. */
  API_DOCS: booleanFlag.optional(),
  /**
   * The SMTP server e-mails are sent through (smtp:// or smtps://, user:password@ optional).
   * Unset: e-mails stay in the outbox table, read with `npm run mail:outbox` (README: E-mails).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#\s]+/, 'must be an smtp:// or smtps:// URL with a host')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shop <no-reply@shop.example>'),
  /** Where contact-form messages are mailed (with the customer's address as Reply-To). */
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@shop.example'),
  /** The storefront's public base (with /app) for links in e-mails, e.g. the password reset link. */
  SHOP_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:3000/app'),
  /** The seller on receipts and VAT invoices: legal name, address and Maltese VAT number. */
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(100).default(DEMO_SELLER.name),
  SHOP_LEGAL_ADDRESS: z.string().trim().min(1).max(200).default(DEMO_SELLER.address),
  SHOP_VAT_NUMBER: z
    .string()
    .regex(/^MT\d{8}$/, 'must be a Maltese VAT number, MT and 8 digits')
    .default(DEMO_SELLER.vatNumber),
  /** How often the outbox is checked for e-mails to send (only with SMTP_URL). */
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  /** Run the scheduled jobs (src/jobs) here; any number of instances may, each run happens once. */
  JOBS_ENABLED: booleanFlag.default(true),
  /**
   * End of the business day in Malta (HH:MM): carts still open then move into an automated
   * shopping list (spec §2 cart creation warning).
   */
  END_OF_DAY_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
    .default('23:00'),
  /** How often this instance looks for due scheduled jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** hCaptcha's secret for the contact form; the default is hCaptcha's public test secret. */
  HCAPTCHA_SECRET: z.string().min(1).default('0x0000000000000000000000000000000000000000'),
  HCAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.hcaptcha.com/siteverify'),
  /** How long a slot chosen at checkout stays held for the cart (issue 13: default 15 minutes). */
  SLOT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** How many of one customer's carts may hold a slot at once (issue 27: places are not hoarded). */
  SLOT_HOLDS_PER_CUSTOMER: z.coerce.number().int().min(1).max(50).default(2),
  /** An online payment not confirmed this long after the order is aborted and its slot given back. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** The shop's name on the sandbox payment page (the storefront reads the same variable). */
  SHOP_BRAND_NAME: z.string().trim().min(1).max(60).default('Pjazza Market'),
  /** Signs the sandbox provider's callbacks; unset: a random secret kept per data folder (app_meta). */
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where the browser reaches the sandbox's payment page (the API); unset: http://localhost:API_PORT. */
  PAYMENT_SANDBOX_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** The notify URL the sandbox posts its signed callback to; unset: this API's own listening address. */
  PAYMENT_SANDBOX_NOTIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /**
   * Who takes online payments: 'sandbox' (test payments, no money moves) or 'stripe'. Unset: the
   * sandbox outside production, none in production (payment on delivery only). README: Payments.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], "must be 'sandbox' or 'stripe'").optional(),
  /** Stripe's secret key (sk_test_… or sk_live_…), only with PAYMENT_PROVIDER=stripe, which needs it. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key')
    .optional(),
  /** The signing secret (whsec_…) of the Stripe webhook endpoint POST /cli/pay/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook secret')
    .optional(),
});

export type Config = Readonly<z.infer<typeof configSchema>>;

export class ConfigError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    super(
      'The product API configuration is not valid:\n' +
        issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment; empty strings count as unset so `VAR=` falls back to the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.superRefine(checkPaymentProvider).safeParse(present);
  if (!parsed.success) throw new ConfigError(parsed.error.issues);
  return Object.freeze(parsed.data);
}
