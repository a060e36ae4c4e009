import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressRoutes } from './addresses/addresses.routes';
import { registerAuth } from './auth/auth.plugin';
import { cartSlotRoutes } from './carts/cart-slots.routes';
import { cartRoutes } from './carts/carts.routes';
import { trustedProxyHops } from './auth/client-address';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/error-handler';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { registerOpenApi } from './http/openapi';
import { safeTextValidatorCompiler } from './http/safe-text';
import { registerSecurityHeaders } from './http/security-headers';
import { CatalogueCache } from './catalogue/catalogue-cache';
import { CatalogueVersionWatch } from './products/catalogue-version-watch';
import { SearchIndexHolder } from './search/search-index-holder';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { contactRoutes } from './contact/contact.routes';
import { readCatalogueVersion } from './products/catalogue-version';
import { contentRoutes } from './content/content.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { locationRoutes } from './locations/locations.routes';
import { registerJobs } from './jobs/jobs.plugin';
import { shopJobs } from './jobs/shop-jobs';
import { registerMail } from './mail/mail.plugin';
import { favouriteRoutes } from './lists/favourites.routes';
import { listRoutes } from './lists/lists.routes';
import { mediaRoutes } from './media/media.routes';
import { orderRoutes } from './orders/orders.routes';
import { sellerOf } from './invoices/documents.service';
import { orderPaymentEffectsFor } from './payments/order-payment-effects';
import { paymentGatewayOf } from './payments/payment-gateways';
import { paymentMethodRoutes } from './payments/payment-methods.routes';
import { orderPaymentSummaryOf } from './payments/order-payment-summary';
import { paymentRoutes } from './payments/payments.routes';
import { pickingRoutes } from './picking/picking.routes';
import { accountDataRoutes } from './profiles/account-data.routes';
import { passwordResetRoutes } from './profiles/password-reset.routes';
import { profileSettingsRoutes } from './profiles/profile-settings.routes';
import { profileRoutes } from './profiles/profiles.routes';
import { signupRoutes } from './profiles/signup.routes';
import { slotRoutes } from './slots/slots.routes';
import { staffRoutes } from './staff/staff.routes';
import { storeRoutes } from './stores/stores.routes';

/** `now` is the clock of time-based rules (login throttling); tests pass their own. */
export type AppDeps = { config: Config; db: Database; now?: () => Date };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    catalogueVersion: CatalogueVersionWatch;
    catalogueCache: CatalogueCache;
    searchIndex: SearchIndexHolder;
  }
}

/**
 * How often a cached catalogue read asks the database whether the catalogue changed. The
 * storefront waits about this long after a change before it renders its pages again
 * (API_CACHE_SETTLE_MS in server/storefront-server.ts).
 */
const CATALOGUE_VERSION_CHECK_MS = 1000;

/** Every body the API takes is a small JSON form: 64 kB is ample, and more is a 413 envelope. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A line for every request at debug and trace only: at info level one line a request is noise and
 * costs throughput.
 */
const logsEveryRequest = (level: string): boolean => level === 'debug' || level === 'trace';

/** Builds the Fastify app from a config and a database; tests call it with in-memory PGlite. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's own answers to a bad URL and to a request Node could not parse, as envelopes.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // X-Forwarded-For counts only through API_TRUSTED_PROXY_HOPS (README: Login limits).
    trustProxy: trustedProxyHops(deps.config.API_TRUSTED_PROXY_HOPS),
    logger: {
      level: deps.config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-shop-proxy-key"]'],
    },
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(deps.config.LOG_LEVEL) }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(safeTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // The order state machine's payment side: orders sit below payments, so payments is handed in.
  const paymentGateway = paymentGatewayOf(deps.config, deps.db, {
    listening: () => (app.server.listening ? app.server.address() : null),
    now: () => deps.now?.() ?? new Date(),
  });
  app.decorate('paymentGateway', paymentGateway);
  app.decorate('orderPaymentEffects', orderPaymentEffectsFor(paymentGateway));
  app.decorate('orderPaymentSummary', orderPaymentSummaryOf);
  // The seller on receipts and invoices, read from config once for every change of an order.
  app.decorate('documentSeller', sellerOf(deps.config));
  const catalogueVersion = new CatalogueVersionWatch(
    () => readCatalogueVersion(deps.db),
    CATALOGUE_VERSION_CHECK_MS,
  );
  app.decorate('catalogueVersion', catalogueVersion);
  app.decorate(
    'catalogueCache',
    new CatalogueCache({
      ttlMs: deps.config.CATALOGUE_CACHE_TTL_SECONDS * 1000,
      maxEntries: deps.config.CATALOGUE_CACHE_MAX_ENTRIES,
      version: catalogueVersion,
    }),
  );
  app.decorate(
    'searchIndex',
    new SearchIndexHolder(deps.db, catalogueVersion, {
      built: (index, ms) => app.log.info({ products: index.rows.length, ms }, 'search index built'),
      failed: (err) => app.log.error({ err }, 'search index build failed'),
    }),
  );
  registerErrorHandlers(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);
  await registerAuth(app);
  await registerMail(app);
  // Scheduled work (src/jobs): each job once across all API instances.
  await registerJobs(app, shopJobs(deps.config));

  app.get('/health', { schema: { hide: true } }, async () => ({ responseCode: 0, data: { status: 'ok' } }));
  await app.register(addressRoutes);
  await app.register(cartRoutes);
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(contentRoutes);
  await app.register(locationRoutes);
  await app.register(mediaRoutes);
  await app.register(profileRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileSettingsRoutes);
  await app.register(signupRoutes);
  await app.register(accountDataRoutes);
  await app.register(storeRoutes);
  await app.register(slotRoutes);
  await app.register(cartSlotRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(orderRoutes);
  await app.register(listRoutes);
  await app.register(favouriteRoutes);
  await app.register(couponRoutes);
  await app.register(staffRoutes);
  await app.register(pickingRoutes);

  await app.after();
  return app;
}
