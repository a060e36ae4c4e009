import { appRedirectTarget, deviceFamily, isIpadAskingForDesktopPages } from '@/lib/content/app-store';

const userAgents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  samsungBrowser:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]',
  ipadMobileSite:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('deviceFamily', () => {
  it.each([
    ['Chrome on an Android phone', userAgents.androidChrome],
    ['Chrome with the reduced Android user agent', userAgents.androidReduced],
    ['an Android tablet', userAgents.androidTablet],
    ['Samsung Internet', userAgents.samsungBrowser],
  ])('sends %s to the Android store', (_name, userAgent) => {
    expect(deviceFamily({ userAgent })).toBe('android');
  });

  it.each([
    ['Safari on an iPhone', userAgents.iphoneSafari],
    ['Chrome on an iPhone', userAgents.iphoneChrome],
    ["Facebook's in-app browser on an iPhone", userAgents.iphoneFacebook],
    ['an iPad asking for mobile pages', userAgents.ipadMobileSite],
    ['an iPod touch', userAgents.ipod],
  ])('sends %s to the App Store', (_name, userAgent) => {
    expect(deviceFamily({ userAgent })).toBe('ios');
  });

  it.each([
    ['Safari on a Mac (and iPadOS asking for desktop pages)', userAgents.macSafari],
    ['Chrome on Windows', userAgents.windowsChrome],
    ['Firefox on Linux', userAgents.linuxFirefox],
    ['a Windows Phone that pretends to be Android and iPhone', userAgents.windowsPhone],
    ['a search engine crawler', userAgents.googlebot],
  ])('keeps %s on the web shop', (_name, userAgent) => {
    expect(deviceFamily({ userAgent })).toBe('other');
  });

  it('treats a missing or empty user agent as another device', () => {
    expect(deviceFamily({ userAgent: null })).toBe('other');
    expect(deviceFamily({ userAgent: undefined })).toBe('other');
    expect(deviceFamily({ userAgent: '' })).toBe('other');
  });

  it('falls back to the platform client hint when the user agent does not say', () => {
    expect(deviceFamily({ userAgent: 'Mozilla/5.0', platformHint: '"Android"' })).toBe('android');
    expect(deviceFamily({ userAgent: 'Mozilla/5.0', platformHint: '"iOS"' })).toBe('ios');
    expect(deviceFamily({ userAgent: 'Mozilla/5.0', platformHint: '"Windows"' })).toBe('other');
  });

  it('does not read a device name inside another word', () => {
    expect(deviceFamily({ userAgent: 'Mozilla/5.0 (X11; Linux) NotAniPhoneReally/1.0' })).toBe('other');
  });
});

describe('appRedirectTarget', () => {
  const stores = {
    android: 'https://play.google.com/store/apps/details?id=mt.shop',
    ios: 'https://apps.apple.com/mt/app/shop/id1',
  };

  it('picks the store of the device family, and the web home for the rest', () => {
    expect(appRedirectTarget('android', stores, '/app')).toBe(stores.android);
    expect(appRedirectTarget('ios', stores, '/app')).toBe(stores.ios);
    expect(appRedirectTarget('other', stores, '/app/it')).toBe('/app/it');
  });
});

describe('isIpadAskingForDesktopPages', () => {
  it('recognises an iPad by its Mac user agent on a touch screen', () => {
    expect(isIpadAskingForDesktopPages(userAgents.macSafari, 5)).toBe(true);
  });

  it('leaves real Macs and other computers alone', () => {
    expect(isIpadAskingForDesktopPages(userAgents.macSafari, 0)).toBe(false);
    expect(isIpadAskingForDesktopPages(userAgents.windowsChrome, 10)).toBe(false);
  });
});
