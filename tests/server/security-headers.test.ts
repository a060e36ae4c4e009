/** @jest-environment node */
import { pagePolicy, staticSecurityHeaders, tileOriginsOf } from '@/server/security-headers';

describe('security headers', () => {
  it('allows scripts only from the shop and the hashed inline ones, and no framing', () => {
    const policy = pagePolicy({ scripts: ["'sha256-abc'"], styles: [] }, { tileOrigins: [], https: false });
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS and upgrades requests only over https', () => {
    expect(staticSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
    expect(staticSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(pagePolicy({ scripts: [], styles: [] }, { tileOrigins: [], https: true })).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('lets map tiles come from the tile server of MAP_TILE_URL', () => {
    expect(tileOriginsOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileOriginsOf('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.tiles.example.org',
    ]);
    expect(tileOriginsOf('/app/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });
});
