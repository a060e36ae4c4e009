/**
 * Bodies of BFF writes (issue 10 §4). The browser only ever sends small JSON forms (a login, an
 * address, a list item), so 8 kB is generous for every form of spec §5; anything larger is not one
 * of ours. Checked from Content-Length before reading, then counted while streaming, so a 100 MB
 * body costs us 8 kB, not 100 MB: the rest is never read.
 */
export const JSON_BODY_LIMIT_BYTES = 8 * 1024;

export type BodyRefusal = 'too-large' | 'not-json' | 'invalid';

/** `json` is undefined for an empty body (a POST with no payload, such as logout). */
export type BodyRead = { ok: true; text: string; json: unknown } | { ok: false; refusal: BodyRefusal };

const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/;

export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return { ok: false, refusal: 'too-large' };
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !isJsonMediaType(contentType)) return { ok: false, refusal: 'not-json' };

  const bytes = await readAtMost(request.body, limit);
  if (bytes === null) return { ok: false, refusal: 'too-large' };
  if (bytes.byteLength === 0) return { ok: true, text: '', json: undefined };
  // A body without a Content-Type is not a form of ours (fetch sends text/plain for a string body).
  if (contentType === null) return { ok: false, refusal: 'not-json' };

  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text, json: JSON.parse(text) };
  } catch {
    return { ok: false, refusal: 'invalid' };
  }
}

export function isJsonMediaType(contentType: string): boolean {
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return JSON_MEDIA_TYPE.test(essence);
}

/**
 * The whole body, or null as soon as it passes `limit` bytes; the stream is then cancelled, so
 * the rest is never pulled from the socket (a lying or absent Content-Length gains nothing).
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
