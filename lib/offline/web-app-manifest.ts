import type { MetadataRoute } from 'next';
import { BASE_PATH } from '@/lib/base-path';

/**
 * The web app manifest that makes the shop installable (README: Installable shop and lists
 * offline). Everything lives under the basePath: start_url and scope are /app/, so the installed
 * shop opens on the home page and the service worker (public/sw.js, scope /app/) controls it. The
 * icons are public/icons/, drawn from app/icon.svg by scripts/make-icons.mjs.
 */
export function webAppManifest(shop: {
  name: string;
  colour: string;
  description: string;
}): MetadataRoute.Manifest {
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `${BASE_PATH}/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: `${BASE_PATH}/`,
    name: shop.name,
    short_name: shop.name,
    description: shop.description,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: shop.colour,
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}
