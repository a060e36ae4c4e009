import { envelopeSchema, errorEnvelopeSchema } from '@shop/product-api/contract/envelope';
import { z } from 'zod';

/**
 * What the BFF passes on from the product API: only an answer shaped as the spec §8 envelope
 * (a numeric responseCode, the optional data, message and failing fields), and only below 500.
 * Anything else (an HTML error page of a proxy, Fastify's own error object, a 5xx with whatever
 * detail it holds) becomes the BFF's 502 'Communication error with the server', so no internal
 * code or stack ever reaches the browser through us. Unknown top-level keys are dropped.
 */
const apiEnvelopeSchema = envelopeSchema(z.unknown()).extend({
  fields: errorEnvelopeSchema.shape.fields,
});

export type ApiEnvelope = z.infer<typeof apiEnvelopeSchema>;

export function passableEnvelope(status: number, body: unknown): ApiEnvelope | null {
  if (status >= 500 || status < 200) return null;
  const parsed = apiEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
