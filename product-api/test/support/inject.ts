import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, type ErrorEnvelope } from '../../src/contract/envelope';

/**
 * GETs a success envelope and returns its data parsed with the contract schema, as the
 * storefront's client does; fails the test on any other status or response code.
 */
export async function getData<T extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: T,
  headers: Record<string, string> = {},
): Promise<z.output<T>> {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  const envelope = z
    .object({ responseCode: z.literal(0), data: z.unknown() })
    .strict()
    .parse(response.json());
  return schema.parse(envelope.data);
}

/** GETs an error envelope and returns its HTTP status and parsed body. */
export async function getError(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: ErrorEnvelope }> {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: errorEnvelopeSchema.strict().parse(response.json()) };
}

export const namesOf = (items: { description: string }[]) => items.map((i) => i.description);
