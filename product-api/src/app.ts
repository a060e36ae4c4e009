import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/error-handler';
import { registerOpenApi } from './http/openapi';

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
    disableRequestLogging: deps.config.LOG_LEVEL !== 'debug' && deps.config.LOG_LEVEL !== 'trace',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandlers(app);
  await registerOpenApi(app);

  app.get('/health', { schema: { hide: true } }, async () => ({ responseCode: 0, data: { status: 'ok' } }));

  await app.after();
  return app;
}
