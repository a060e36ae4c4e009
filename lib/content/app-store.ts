/**
 * Which app store a device belongs to, from its request headers (spec §2: the redirect page sends
 * Android devices to the app's store page, iOS devices to theirs and anything else to /app).
 * Pure, so the rule is unit-tested without a server.
 */
export type DeviceFamily = 'android' | 'ios' | 'other';

type DeviceHeaders = {
  /** The User-Agent header. */
  userAgent: string | null | undefined;
  /** The Sec-CH-UA-Platform client hint ('"Android"'), sent by Chromium browsers only. */
  platformHint?: string | null | undefined;
};

// Old Windows Phone browsers claim 'Android' and 'iPhone' in their user agent to get mobile
// pages; neither store serves them, so they are told apart first.
const WINDOWS_PHONE = /Windows Phone|IEMobile/i;
const ANDROID = /Android/i;
// iPhone, iPad and iPod (Safari, Chrome 'CriOS', Firefox 'FxiOS' and in-app browsers all name the
// device). iPadOS 13+ Safari asks for desktop pages by default and sends a Mac user agent that no
// server can tell from a real Mac: the redirect page sends it to the web shop, and the share page
// finds it in the browser instead (isIpadAskingForDesktopPages) and offers the App Store.
const IOS = /\b(iPhone|iPad|iPod)\b/;

export function deviceFamily({ userAgent, platformHint }: DeviceHeaders): DeviceFamily {
  const ua = userAgent ?? '';
  if (WINDOWS_PHONE.test(ua)) return 'other';
  if (ANDROID.test(ua)) return 'android';
  if (IOS.test(ua)) return 'ios';
  const platform = (platformHint ?? '').replace(/"/g, '').trim().toLowerCase();
  if (platform === 'android') return 'android';
  if (platform === 'ios') return 'ios';
  return 'other';
}

/** Where the redirect page sends a device: its store page, or the web shop's home. */
export function appRedirectTarget(
  family: DeviceFamily,
  stores: { android: string; ios: string },
  webHome: string,
): string {
  if (family === 'android') return stores.android;
  if (family === 'ios') return stores.ios;
  return webHome;
}

/**
 * iPadOS Safari in its default desktop mode: a Mac user agent on a touch screen (no Mac has one).
 * Only the browser knows the touch points, so this runs on the client.
 */
export function isIpadAskingForDesktopPages(userAgent: string, maxTouchPoints: number): boolean {
  return /Macintosh/.test(userAgent) && maxTouchPoints > 0;
}
