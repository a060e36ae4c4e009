'use client';

import { ArrowLeft } from 'lucide-react';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';

/**
 * Whether the previous page of this tab is one of ours. The Navigation API knows (its entries are
 * same-origin only); without it, a same-origin referrer of a full page load is the best hint.
 */
function cameFromTheShop(): boolean {
  const navigation: unknown = Reflect.get(window, 'navigation');
  if (typeof navigation === 'object' && navigation !== null && 'canGoBack' in navigation) {
    return navigation.canGoBack === true;
  }
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The leaflet page's go-back button (spec §2): back through history when the shopper came from
 * within the shop, so the grid keeps its scroll position; otherwise (a shared link, a new tab)
 * it is a plain link to the grid. Without JavaScript it is that link too.
 */
export function LeafletBackLink({ label }: { label: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (newTab || !cameFromTheShop()) return;
    event.preventDefault();
    router.back();
  };
  return (
    <Link href="/leaflets" className={buttons.secondary} onClick={onClick}>
      <ArrowLeft aria-hidden="true" size={18} />
      {label}
    </Link>
  );
}
