import { webAppManifest } from '@/lib/offline/web-app-manifest';

describe('the web app manifest (README: Installable shop and lists offline)', () => {
  const manifest = webAppManifest({ name: 'Pjazza Market', colour: '#0b6e4f', description: 'Groceries' });

  it('opens the installed shop on its home page, inside the service worker’s scope under /app', () => {
    expect(manifest).toMatchObject({
      name: 'Pjazza Market',
      short_name: 'Pjazza Market',
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    expect(manifest.start_url?.startsWith(manifest.scope ?? '-')).toBe(true);
  });

  it('offers the 192 and 512 pixel PNG icons Chromium asks for, and a maskable one, under /app/icons', () => {
    expect(manifest.icons).toEqual([
      { src: '/app/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
