import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { BASE_PATH } from '@/lib/base-path';

type BannerLinkProps = { link: string | null; className?: string; children: ReactNode };

/**
 * Banners may point inside the shop (a path, with or without the /app basePath) or elsewhere.
 * Shop paths go through the locale-aware Link so an Italian visitor stays in Italian.
 */
export function BannerLink({ link, className, children }: BannerLinkProps) {
  if (!link) return <div className={className}>{children}</div>;
  if (/^https?:\/\//i.test(link)) {
    return (
      <a className={className} href={link} rel="noopener">
        {children}
      </a>
    );
  }
  const path = link.startsWith(`${BASE_PATH}/`) ? link.slice(BASE_PATH.length) : link;
  return (
    <IntentLink className={className} href={path.startsWith('/') ? path : `/${path}`}>
      {children}
    </IntentLink>
  );
}
