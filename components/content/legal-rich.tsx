import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ShopConfig } from '@/lib/config';

type Chunks = ReactNode;

/**
 * The values and tags every legal text may use: the brand and support contacts from config,
 * <strong> for the rules a shopper must not miss, <mail>/<tel> for the support links.
 */
export function legalRichValues(shop: Pick<ShopConfig, 'brand' | 'support'>) {
  return {
    brand: shop.brand.name,
    email: shop.support.email,
    phone: shop.support.phone,
    strong: (chunks: Chunks) => <strong>{chunks}</strong>,
    mail: (chunks: Chunks) => <a href={`mailto:${shop.support.email}`}>{chunks}</a>,
    tel: (chunks: Chunks) => <a href={`tel:${shop.support.phone.replace(/\s+/g, '')}`}>{chunks}</a>,
  };
}

/** A tag that links a phrase of a translated text to another shop page. */
export function pageLink(href: string) {
  function PageLinkTag(chunks: Chunks) {
    return <Link href={href}>{chunks}</Link>;
  }
  return PageLinkTag;
}
