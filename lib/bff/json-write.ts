import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { readJsonBody } from './request-body';
import { bodyRefusalResponse, crossSiteResponse, invalidRequestResponse } from './responses';
import { isSameOriginRequest } from './same-origin';

/** A failing field as the 4000 envelope names it (spec §8): the request path and a message key. */
export type FieldError = { path: string; message: string };

/** What a BFF write route reads before it calls the API, or the answer that refuses it. */
export type WriteRead<T> = { ok: true; data: T } | { ok: false; response: Response };

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * The first steps of every BFF write of its own (issue 10 §4): a cross-site POST is refused, then
 * the body is read within the BFF's limit, so a huge one is refused, not drained. `data` is the
 * parsed JSON, undefined for an empty body.
 */
export async function readJsonWrite(request: NextRequest): Promise<WriteRead<unknown>> {
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) {
    return { ok: false, response: crossSiteResponse() };
  }
  const read = await readJsonBody(request);
  if (!read.ok) return { ok: false, response: bodyRefusalResponse(read.refusal) };
  return { ok: true, data: read.json };
}

/**
 * readJsonWrite, then the contract's schema: a form the schema refuses is a 400 with its fields,
 * so a malformed one never costs the API a call.
 */
export async function parseJsonWrite<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
): Promise<WriteRead<z.output<S>>> {
  const read = await readJsonWrite(request);
  if (!read.ok) return read;
  const input = schema.safeParse(read.data);
  if (!input.success)
    return { ok: false, response: invalidRequestResponse({ fields: fieldErrorsOf(input.error) }) };
  return { ok: true, data: input.data };
}
