'use client';

import { type ComponentProps, useState } from 'react';
import { Link } from '@/i18n/navigation';

type IntentLinkProps = ComponentProps<typeof Link>;

/**
 * A Link that prefetches its page when the shopper points at it, touches it or tabs to it, not
 * when it scrolls into view (Next.js prefetching guide, "hover-triggered prefetch"). Used by
 * product cards, category tiles, banners and the header's leaflets and cart: prefetching them all
 * on sight costs 20-40 server requests and other routes' code while the page is still hydrating.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
