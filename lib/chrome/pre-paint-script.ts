import { BASE_PATH } from '@/lib/base-path';
import { SIGNED_IN_COOKIE } from '@/lib/session/signed-in-hint';
import { APP_ORIGIN_COOKIE, APP_ORIGIN_PARAM, APP_ORIGIN_VALUE } from './app-origin';

/** Set on <html> inside the mobile app: the stylesheet hides every `[data-shop-chrome]` element. */
export const EMBEDDED_ATTRIBUTE = 'data-embedded';
/** Set on <html> while the signed-in hint cookie is there, before the session is known. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
/** Spread on header, footer and skip link: what the app hides (app/styles/globals.css). */
export const chromeMarker = { 'data-shop-chrome': '' } as const;

const cookieTest = (name: string, value: string) => `/(?:^|;\\s*)${name}=${value}(?:;|$)/`;

/**
 * Runs in <head>, before the body is parsed, so neither the chrome inside the app nor a flash of
 * 'Sign in' for a signed-in shopper is ever painted, while the HTML stays the same for everyone.
 * `?origin=APP` is remembered for the visit in a session cookie under the shop's base path.
 * A fixed string: the Content-Security-Policy allows it by its hash (server/storefront-server.ts).
 */
export function prePaintScript(): string {
  const origin = `${APP_ORIGIN_COOKIE}=${APP_ORIGIN_VALUE}`;
  return [
    '(function(){',
    'var d=document.documentElement,c=document.cookie;',
    `if(new URLSearchParams(location.search).get(${JSON.stringify(APP_ORIGIN_PARAM)})===${JSON.stringify(APP_ORIGIN_VALUE)}){`,
    `document.cookie=${JSON.stringify(`${origin};path=${BASE_PATH};SameSite=Lax`)}+(location.protocol==='https:'?';Secure':'');`,
    `c+=${JSON.stringify(`;${origin}`)}}`,
    `if(${cookieTest(APP_ORIGIN_COOKIE, APP_ORIGIN_VALUE)}.test(c))d.setAttribute(${JSON.stringify(EMBEDDED_ATTRIBUTE)},'');`,
    `if(${cookieTest(SIGNED_IN_COOKIE, '1')}.test(c))d.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')`,
    '})()',
  ].join('');
}
