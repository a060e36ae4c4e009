'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { VisitorPrompt } from '@/components/account/visitor-prompt';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { sessionQueryOptions } from '@/lib/session/session';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';
import { useHydrated } from '@/lib/use-hydrated';

type SignedInOnlyProps = {
  /** Already translated: the prompt's title and text, its button, and the skeleton's label. */
  texts: { visitorTitle: string; visitorText: string; signIn: string; loading: string };
  /** The prompt's box and heading style, the area's own. */
  className: string | undefined;
  titleClassName: string | undefined;
  /**
   * The screen can be drawn from the service worker's copy (the lists, README: Shopping lists
   * offline): without a connection the session cannot be asked, and the signed-in hint decides.
   */
  readableOffline?: boolean;
  children: ReactNode;
};

/**
 * A customer screen drawn in the browser on a cached page (README: Cached pages): a skeleton while
 * the session is read, the sign-in prompt (and the login popup, on arrival) for a visitor, the
 * screen for a customer.
 */
export function SignedInOnly({
  texts,
  className,
  titleClassName,
  readableOffline = false,
  children,
}: SignedInOnlyProps) {
  const session = useQuery(sessionQueryOptions());
  const profile = session.data;
  // The server's HTML has the skeleton: the offline screen comes after hydration, never during it.
  const hydrated = useHydrated();
  useVisitorSignIn(profile);
  if (profile === undefined) {
    const unreachable = session.fetchStatus === 'paused' || session.isError;
    if (readableOffline && hydrated && unreachable && hasSignedInHint(document.cookie)) return children;
    return <CartScreenSkeleton label={texts.loading} />;
  }
  if (profile === null) {
    return (
      <VisitorPrompt
        title={texts.visitorTitle}
        text={texts.visitorText}
        signInLabel={texts.signIn}
        className={className}
        titleClassName={titleClassName}
      />
    );
  }
  return children;
}
