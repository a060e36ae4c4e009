import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * What the shop's own server says about its in-memory page cache (issue 11): `hit` when the HTML
 * came from its memory, `miss` when Next.js rendered or read it; absent on answers it never keeps.
 */
export const PAGE_CACHE_HEADER = 'x-shop-page-cache';

/**
 * A page as a browser or a CDN asks for it: a navigation that accepts HTML. Asked again once when
 * the connection is reset, as a browser does: a kept-alive connection the server closes for being
 * idle at the moment it is reused resets the request, and the page was never asked.
 */
export async function getPage(request: APIRequestContext, path: string): Promise<APIResponse> {
  const ask = () =>
    request.get(path, {
      maxRedirects: 0,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
  try {
    return await ask();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return ask();
  }
}

/** Every Set-Cookie of an answer (headers() would fold them into one value). */
export const setCookiesOf = (response: APIResponse): string[] =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);

export const cacheControlOf = (response: APIResponse): string => response.headers()['cache-control'] ?? '';

export const pageCacheOf = (response: APIResponse): string | undefined =>
  response.headers()[PAGE_CACHE_HEADER];

/** `s-maxage=N` with N above zero: a shared cache (a CDN) may keep the answer. */
export const SHARED_MAX_AGE = /(^|[\s,])s-maxage=[1-9]\d*($|[\s,])/;
