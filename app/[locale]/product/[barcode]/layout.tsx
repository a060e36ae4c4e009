import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { toAppLocale } from '@/i18n/routing';

type ProductLayoutProps = { children: ReactNode; params: Promise<{ locale: string; barcode: string }> };

/**
 * Gives the product's not-found page its language: it renders under this layout, not under the
 * page (which had set it), and without it next-intl would read the request's headers, which a
 * cached page may not do.
 */
export default async function ProductLayout({ children, params }: ProductLayoutProps) {
  setRequestLocale(toAppLocale((await params).locale));
  return children;
}
