import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { APP_ORIGIN_COOKIE, APP_ORIGIN_PARAM, APP_ORIGIN_VALUE } from './components/layout/app-origin';
import { routing } from './i18n/routing';
import { config as shop } from './lib/config';
import { SESSION_COOKIE, isLiveSessionCookie, sessionCookieOptions } from './lib/session';

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

export async function proxy(request: NextRequest) {
  const media = rewriteMedia(request);
  if (media) return media;

  // A session cookie that signs no one in (malformed, tampered, expired, idle) is a visitor's:
  // the page renders without it, and the answer clears it (a page render may not set cookies).
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  const deadSession = sealed !== undefined && !(await isLiveSessionCookie(sealed));
  if (deadSession) request.cookies.delete(SESSION_COOKIE);

  const fromApp = request.nextUrl.searchParams.get(APP_ORIGIN_PARAM) === APP_ORIGIN_VALUE;
  // Also set it on the incoming request: next-intl forwards these headers, so the layout already
  // hides header and footer on this first page, before the browser has the cookie.
  if (fromApp) request.cookies.set(APP_ORIGIN_COOKIE, APP_ORIGIN_VALUE);

  const response = handleLocale(request);

  if (fromApp) {
    // No maxAge: a session cookie, i.e. "for the visit"; scoped to the shop's basePath.
    response.cookies.set(APP_ORIGIN_COOKIE, APP_ORIGIN_VALUE, {
      path: request.nextUrl.basePath || '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  if (deadSession) {
    const secure = shop.server.https || request.nextUrl.protocol === 'https:';
    response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(secure), maxAge: 0 });
  }
  return response;
}

export const config = {
  // '/' is the bare /app (basePath); /media/ goes to the product API; the rest skips the BFF
  // (/api), Next's own assets and anything with a dot (icon.svg, robots.txt, sitemap.xml).
  matcher: ['/', '/media/:path*', '/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
