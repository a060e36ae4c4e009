import 'server-only';
import { config } from '@/lib/config';
import { type ApiEnvelope, passableEnvelope } from './api-envelope';

/** A file answer of the product API (a receipt's PDF), or its refusal envelope. */
export type ProductApiFileAnswer =
  | { reached: true; kind: 'file'; body: ArrayBuffer; contentType: string; disposition: string | null }
  | { reached: true; kind: 'refusal'; status: number; body: ApiEnvelope }
  | { reached: false };

const TIMEOUT_MS = 15_000;

/**
 * A GET of the customer's API whose success is a file, not the envelope (architecture: The two
 * servers): the bytes come back untouched with their content type and file name; a refusal comes
 * back as the envelope it is, and anything else as `reached: false` (the 502 of the proxy).
 */
export async function fetchProductApiFile(
  path: string,
  jwt: string | undefined,
): Promise<ProductApiFileAnswer> {
  const headers = new Headers({ accept: 'application/pdf, application/json' });
  if (jwt) headers.set('authorization', `Bearer ${jwt}`);
  try {
    const response = await fetch(`${config.productApiUrl}/cli/${path}`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status === 200 && !contentType.startsWith('application/json')) {
      const body = await response.arrayBuffer();
      return {
        reached: true,
        kind: 'file',
        body,
        contentType,
        disposition: response.headers.get('content-disposition'),
      };
    }
    const body = passableEnvelope(response.status, await response.json());
    return body ? { reached: true, kind: 'refusal', status: response.status, body } : { reached: false };
  } catch {
    return { reached: false };
  }
}
