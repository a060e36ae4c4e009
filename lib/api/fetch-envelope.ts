import 'server-only';
import { ResponseCode, envelopeSchema } from '@shop/product-api/contract/envelope';
import type { z } from 'zod';
import { config } from '@/lib/config';

/** What a product-API call gives back: data, or the spec §8 code (STYLE: results, not throws). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: number; message: string };

/** A hung API must not hang the page: the render gives up and shows its error state instead. */
const API_TIMEOUT_MS = 10_000;

type FetchOptions = {
  /** Seconds Next may serve a cached copy (catalogue and banners change rarely). */
  revalidate?: number;
  tags?: string[];
};

/**
 * GETs `path` from the product API and parses the envelope with the contract schema, so a
 * change of shape on the API side fails here, loudly, instead of deep inside a component.
 */
export async function fetchEnvelope<T extends z.ZodType>(
  path: string,
  dataSchema: T,
  options: FetchOptions = {},
): Promise<ApiResult<z.infer<T>>> {
  const url = `${config.productApiUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      next: { revalidate: options.revalidate ?? 60, tags: options.tags },
    });
  } catch (error) {
    return {
      ok: false,
      code: ResponseCode.GENERIC_ERROR,
      message: `product API unreachable: ${String(error)}`,
    };
  }

  const body: unknown = await response.json().catch(() => null);
  const parsed = envelopeSchema(dataSchema).safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      code: ResponseCode.GENERIC_ERROR,
      message: `unexpected response from ${path} (HTTP ${response.status}): ${parsed.error.message}`,
    };
  }
  const envelope = parsed.data;
  if (envelope.responseCode !== ResponseCode.OK || envelope.data === undefined) {
    return {
      ok: false,
      code: envelope.responseCode,
      message: envelope.errorMessage ?? `HTTP ${response.status}`,
    };
  }
  return { ok: true, data: envelope.data };
}
