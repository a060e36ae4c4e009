import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/** Spec §8: a number responseCode; errorMessage a string whenever the code is not 0. */
const answerEnvelopeSchema = z
  .object({
    responseCode: z.number().int(),
    errorMessage: z.string().optional(),
    data: z.unknown().optional(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .strict()
  .refine((e) => e.responseCode === 0 || typeof e.errorMessage === 'string', {
    message: 'a failure without errorMessage',
  });

/** What must never reach a client: stack frames, file paths, internal error codes and names. */
const LEAKS = [
  /\bat .+:\d+:\d+/,
  /node_modules/,
  /\/work\//,
  /\.[cm]?[jt]s:\d/,
  /\bFST_[A-Z_]+/,
  /\bERR_[A-Z_]+/,
  /\b[A-Za-z]*Error:/,
];

/**
 * Why an answer breaks the rules of issue 10, or an empty list: no 5xx, the envelope (files and
 * 304s aside), the security headers, and no leak of internals in the body.
 */
export function problemsWith(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (!response.headers['content-security-policy']) problems.push('no Content-Security-Policy');
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options');
  const leak = LEAKS.find((pattern) => pattern.test(response.body));
  if (leak) problems.push(`body leaks ${leak}: ${response.body.slice(0, 200)}`);

  const isJson = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
  const isFile = response.statusCode < 300 && !isJson;
  if (response.statusCode === 304 || isFile) return problems;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [...problems, `body is not JSON: ${response.body.slice(0, 200)}`];
  }
  const envelope = answerEnvelopeSchema.safeParse(body);
  if (!envelope.success) problems.push(`not an envelope: ${response.body.slice(0, 200)}`);
  else if (response.statusCode >= 400 && envelope.data.responseCode === 0)
    problems.push('HTTP error with code 0');
  return problems;
}
