import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth } from './auth/auth.plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { contentRoutes } from './content/content.routes';
import { locationRoutes } from './locations/locations.routes';
import { mediaRoutes } from './media/media.routes';
import { profileRoutes } from './profiles/profiles.routes';

export type AppDeps = { config: Config; db: Database };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the Fastify app from a config and a database; tests call it with in-memory PGlite. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // One line per request is noise at info level and costs throughput; debug turns it on.
    logController: new LogController({
      disableRequestLogging: deps.config.LOG_LEVEL !== 'debug' && deps.config.LOG_LEVEL !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandlers(app);
  await registerOpenApi(app);
  await registerAuth(app);

  app.get('/health', { schema: { hide: true } }, async () => ({ responseCode: 0, data: { status: 'ok' } }));
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(locationRoutes);
  await app.register(mediaRoutes);
  await app.register(profileRoutes);

  await app.after();
  return app;
}
