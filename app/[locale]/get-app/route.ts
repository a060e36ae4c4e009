import { routing, toAppLocale } from '@/i18n/routing';
import { appRedirectTarget, deviceFamily } from '@/lib/content/app-store';
import { config } from '@/lib/config';
import { BASE_PATH } from '@/lib/base-path';

/**
 * The app redirect page of spec §2: Android devices go to the app's Play Store page, iPhones,
 * iPads and iPods to its App Store page, anything else to the web shop's home in the link's
 * language. Decided here on the server from the request headers, so it works without JavaScript.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = toAppLocale((await params).locale);
  const family = deviceFamily({
    userAgent: request.headers.get('user-agent'),
    platformHint: request.headers.get('sec-ch-ua-platform'),
  });
  const webHome = locale === routing.defaultLocale ? BASE_PATH : `${BASE_PATH}/${locale}`;
  return new Response(null, {
    // 302: the answer depends on the device, so no browser or proxy may keep it for everybody.
    status: 302,
    headers: {
      // A path-only Location keeps 'other devices' on the same origin (RFC 9110 allows it).
      Location: appRedirectTarget(family, config.apps, webHome),
      'Cache-Control': 'private, no-store',
      Vary: 'User-Agent, Sec-CH-UA-Platform',
    },
  });
}
