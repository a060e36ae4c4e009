'use client';

import type { MouseEvent, ReactNode } from 'react';
import { showAddressQuery } from '@/lib/use-address-query';

type QueryLinkProps = { query: string; className?: string; children: ReactNode };

/**
 * A link to another view of this page ('?orderId=77'): a real link (a new tab, a copied address
 * work), followed in place with a history entry, so back and forward step between the views
 * (lib/use-address-query.ts showAddressQuery).
 */
export function QueryLink({ query, className, children }: QueryLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showAddressQuery(query);
  };
  return (
    <a href={query || '?'} className={className} onClick={follow}>
      {children}
    </a>
  );
}
