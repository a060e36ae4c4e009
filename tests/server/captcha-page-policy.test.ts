/** @jest-environment node */
import { routing } from '@/i18n/routing';
import { HCAPTCHA_ORIGINS, isCaptchaPage } from '@/lib/captcha-page';
import { pagePolicy } from '@/server/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the contact and sign-in pages let hCaptcha in, and only they', () => {
  it('knows the contact and sign-in pages in every language of the shop', () => {
    for (const locale of routing.locales) {
      const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
      for (const page of ['contactUs', 'login']) {
        expect(isCaptchaPage(`/app${prefix}/${page}`)).toBe(true);
        expect(isCaptchaPage(`/app${prefix}/${page}/`)).toBe(true);
      }
    }
    for (const path of [
      '/app',
      '/app/reset',
      '/app/contactUs/x',
      '/app/fr/contactUs',
      '/contactUs',
      '/app/contactus',
      '/app/login/x',
      '/app/fr/login',
      '/login',
      '/app/api/session/login',
    ]) {
      expect(isCaptchaPage(path)).toBe(false);
    }
  });

  it("adds hCaptcha's origins to the script, frame, style and connect sources of that page", () => {
    const options = { tileOrigins: [], https: false };
    const widget = pagePolicy(
      { scripts: ["'sha256-a'"], styles: [] },
      { ...options, widgetOrigins: HCAPTCHA_ORIGINS },
    );
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
      expect(directive(widget, name)).toEqual(
        expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']),
      );
    }
    expect(directive(widget, 'script-src')).toContain("'sha256-a'");
    expect(directive(widget, 'img-src')).not.toContain('https://*.hcaptcha.com');
    expect(widget).not.toContain('unsafe-inline');
    expect(pagePolicy({ scripts: [], styles: [] }, options)).not.toContain('hcaptcha');
  });
});
