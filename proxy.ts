import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { categoryViewSegment, otherParams } from './lib/catalogue/category-address';
import { config as shop } from './lib/config';
import { otherSearchParams, searchViewSegment } from './lib/catalogue/search-address';

const handleLocale = createMiddleware(routing);

/**
 * Images of products, categories and banners live on the product API (/app/media/... in its
 * data). Rewritten here rather than in next.config.ts because next.config rewrites are frozen
 * into the build, while PRODUCT_API_URL is read when the server starts (scripts pick the port).
 * Only plain file paths under /media/ pass, so no encoded '..' can reach other API routes.
 */
function rewriteMedia(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith('/media/')) return null;
  const file = pathname.slice('/media/'.length);
  const safe = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/.test(file);
  if (!safe) return new NextResponse(null, { status: 404 });
  return NextResponse.rewrite(new URL(`/media/${file}`, shop.productApiUrl));
}

const CATEGORY_PATH = /^(?:\/(it))?\/category\/?$/;
const SEARCH_PATH = /^(?:\/(it))?\/search\/?$/;

/**
 * /category?id=… and /search?q=… show the cached page of their view (lib/catalogue/category-address.ts,
 * lib/catalogue/search-address.ts): the locale's route with the view as a path segment, keeping
 * next-intl's headers (its locale, hreflang Link).
 */
function rewriteToView(request: NextRequest, localeResponse: NextResponse): NextResponse | null {
  if (localeResponse.headers.has('location')) return null;
  const { basePath, pathname, searchParams } = request.nextUrl;
  const category = CATEGORY_PATH.exec(pathname);
  const search = category ? null : SEARCH_PATH.exec(pathname);
  if (!category && !search) return null;
  const locale = (category ?? search)?.[1] ?? routing.defaultLocale;
  const view = category
    ? `category/${categoryViewSegment(searchParams)}${otherParams(searchParams)}`
    : `search/${searchViewSegment(searchParams)}${otherSearchParams(searchParams)}`;
  const response = NextResponse.rewrite(new URL(`${basePath}/${locale}/${view}`, request.url));
  localeResponse.headers.forEach((value, name) => {
    if (name !== 'x-middleware-next' && name !== 'x-middleware-rewrite') response.headers.set(name, value);
  });
  return response;
}

/**
 * Nothing here depends on who asks: the answer of a page follows from its URL alone (no locale
 * detection, no cookies read or written), so pages stay cacheable by URL, here and in a CDN.
 * What is the shopper's own (signed in, inside the app) the browser decides (pre-paint-script.ts).
 */
export function proxy(request: NextRequest) {
  const media = rewriteMedia(request);
  if (media) return media;
  const response = handleLocale(request);
  return rewriteToView(request, response) ?? response;
}

export const config = {
  // '/' is the bare /app (basePath); /media/ goes to the product API; the rest skips the BFF
  // (/api), Next's own assets and anything with a dot (icon.svg, robots.txt, sitemap.xml).
  matcher: ['/', '/media/:path*', '/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
