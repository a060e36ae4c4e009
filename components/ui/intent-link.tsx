'use client';

import { type ComponentProps, useState } from 'react';
import { Link } from '@/i18n/navigation';

type IntentLinkProps = ComponentProps<typeof Link>;

/**
 * A Link for long lists (product cards, category tiles): it prefetches its page when the shopper
 * points at it, touches it or tabs to it, not when it scrolls into view. Twenty cards prefetching
 * on sight cost forty server requests and the product page's code while the list is still
 * hydrating (Next.js prefetching guide, "hover-triggered prefetch").
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
