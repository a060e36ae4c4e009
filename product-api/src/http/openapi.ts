import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/**
 * Whether Swagger UI (/docs) and the document (/docs/json) are served: in development always, in
 * production only with API_DOCS=true, since the map of every call helps an attacker as much as a
 * developer (issue 10). API_DOCS=false turns them off in development too.
 */
export const apiDocsServed = (config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean =>
  config.API_DOCS ?? config.NODE_ENV !== 'production';

/**
 * OpenAPI document generated from the routes' zod schemas. The document itself is always built
 * (`app.swagger()`, which the fuzz suite walks); only its routes depend on apiDocsServed.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop product API',
        description:
          'Catalogue, content, locations, profiles, carts and orders of the grocery shop (spec §7).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A staff token (kind 'staff', from POST /ops/auth/login): the only one the /ops routes take.
          staffBearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (!apiDocsServed(app.deps.config)) return;
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Swagger UI's own policy (its scripts and styles from the API itself) replaces the API's strict
    // one on its pages; without upgrade-insecure-requests, which would break it on a plain-HTTP host.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
