import { revalidateTag } from 'next/cache';
import { CATALOGUE_TAG } from '@/lib/api/fetch-envelope';
import { NO_STORE, notFoundResponse, postOnlyRefusals } from '@/lib/bff/responses';
import { CATALOGUE_REFRESH_KEY_HEADER, isCatalogueRefreshKey } from '@/lib/catalogue/catalogue-refresh-key';

export const dynamic = 'force-dynamic';

/**
 * The catalogue changed (server/catalogue-watch.ts saw a new version): every cached page and API
 * answer built on it expires now, so the next request renders afresh (a withdrawn product is a
 * 404 at once, not after one more stale view). Anyone without the server's key gets a 404.
 */
export function POST(request: Request): Response {
  if (!isCatalogueRefreshKey(request.headers.get(CATALOGUE_REFRESH_KEY_HEADER))) return notFoundResponse();
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
  return Response.json({ responseCode: 0, data: { expired: CATALOGUE_TAG } }, { headers: NO_STORE });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
