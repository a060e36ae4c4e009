import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Holds back an HTML answer until it is complete, so its Content-Security-Policy can carry the
 * hashes of the inline scripts in it (see inline-content.ts), and gives every other answer the
 * headers it lacks. Installed on the response after the compression middleware, so it sees the
 * page as Next wrote it and compression sees the finished page.
 *
 * Next streams a page in chunks and flushes headers with the first one; none of the shop's pages
 * streams anything after its first chunk (no Suspense holes in the HTML), so holding it back costs
 * only the render time, which the first byte waited for anyway.
 */
export type ResponseHeaderRules = {
  /** Security headers every answer gets unless it set its own. */
  defaults: Record<string, string>;
  /** Content-Security-Policy of an answer that is not a page. */
  nonPagePolicy: string;
  /** Content-Security-Policy of a page, from its complete HTML. */
  pagePolicy: (html: string) => string;
  /** The Cache-Control the answer goes out with, from the one Next set (if any). */
  cacheControl?: (fromNext: string) => string;
  /**
   * A page that failed (5xx) may go out with another status and headers, e.g. 503 with
   * Retry-After while the product API is down; null keeps it as Next wrote it.
   */
  failedPage?: (status: number) => Promise<{ status: number; headers: Record<string, string> } | null>;
  /** The complete page with its final headers, before it is sent; answers headers to add. */
  onPage?: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => Record<string, string> | undefined;
};

type WriteCallback = (error?: Error | null) => void;
type Encoding = BufferEncoding;

export function applyHeaderRules(
  request: IncomingMessage,
  response: ServerResponse,
  rules: ResponseHeaderRules,
): void {
  const original = {
    write: response.write.bind(response),
    end: response.end.bind(response),
    writeHead: response.writeHead.bind(response),
    flushHeaders: response.flushHeaders.bind(response),
  };
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';

  const setDefaults = (policy: string | undefined) => {
    for (const [name, value] of Object.entries(rules.defaults)) {
      if (!response.hasHeader(name)) response.setHeader(name, value);
    }
    if (policy !== undefined && !response.hasHeader('content-security-policy')) {
      response.setHeader('content-security-policy', policy);
    }
  };

  const decide = (): 'hold' | 'pass' => {
    if (mode !== 'undecided') return mode;
    const fromNext = response.getHeader('cache-control');
    if (rules.cacheControl && typeof fromNext === 'string') {
      response.setHeader('cache-control', rules.cacheControl(fromNext));
    }
    const holdsPage =
      request.method !== 'HEAD' &&
      response.statusCode !== 204 &&
      response.statusCode !== 304 &&
      isHtml(response.getHeader('content-type'));
    // A 304 keeps the headers the browser cached with the page: a policy without this page's
    // hashes would replace them and block the page's scripts.
    if (holdsPage) setDefaults(undefined);
    else setDefaults(response.statusCode === 304 ? undefined : rules.nonPagePolicy);
    mode = holdsPage ? 'hold' : 'pass';
    return mode;
  };

  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    response.statusCode = statusCode;
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value);
    }
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message !== undefined) response.statusMessage = message;
    if (decide() === 'pass') return original.writeHead(statusCode);
    return response;
  }) as ServerResponse['writeHead'];

  response.flushHeaders = () => {
    if (decide() === 'pass') original.flushHeaders();
  };

  // The compression middleware's flush would send the headers early; nothing to flush while held.
  const flushable = response as ServerResponse & { flush?: () => void };
  if (typeof flushable.flush === 'function') {
    const flush = flushable.flush.bind(response);
    flushable.flush = () => {
      if (mode !== 'hold') flush();
    };
  }

  response.write = ((
    chunk: unknown,
    encodingOrCallback?: Encoding | WriteCallback,
    callback?: WriteCallback,
  ) => {
    if (decide() === 'pass') return original.write(chunk as string, encodingOrCallback as Encoding, callback);
    chunks.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, encodingOrCallback?: Encoding | (() => void), callback?: () => void) => {
    const done =
      typeof chunk === 'function'
        ? chunk
        : typeof encodingOrCallback === 'function'
          ? encodingOrCallback
          : callback;
    const data = typeof chunk === 'function' ? undefined : chunk;
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    if (decide() === 'pass') {
      return data === undefined || data === null
        ? original.end(done as () => void)
        : original.end(data as string, encoding as Encoding, done as () => void);
    }
    if (data !== undefined && data !== null) chunks.push(toBuffer(data, encoding));
    const page = Buffer.concat(chunks);
    const send = () => {
      response.setHeader('content-security-policy', rules.pagePolicy(page.toString('utf8')));
      if (response.hasHeader('content-length')) response.setHeader('content-length', page.length);
      const added = rules.onPage?.(response.statusCode, response.getHeaders(), page);
      for (const [name, value] of Object.entries(added ?? {})) response.setHeader(name, value);
      // From here on Node's own implicit writeHead must reach the socket.
      mode = 'pass';
      return original.end(page, done as () => void);
    };
    if (!rules.failedPage || response.statusCode < 500) return send();
    void rules
      .failedPage(response.statusCode)
      .catch(() => null)
      .then((replaced) => {
        if (replaced) {
          response.statusCode = replaced.status;
          response.statusMessage = '';
          for (const [name, value] of Object.entries(replaced.headers)) response.setHeader(name, value);
        }
        send();
      });
    return response;
  }) as ServerResponse['end'];
}

function isHtml(contentType: number | string | string[] | undefined): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

function toBuffer(chunk: unknown, encoding: Encoding | undefined): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}
