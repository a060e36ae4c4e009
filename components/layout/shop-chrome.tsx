'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { showsShopChrome } from './chrome-visibility';

/**
 * Renders the header or footer it wraps unless the current route goes without them. Decided on
 * the pathname (a layout cannot see it) on the server and again on every client navigation, so
 * leaving a share page through a link brings the header back.
 */
export function ShopChrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return showsShopChrome(pathname) ? children : null;
}
