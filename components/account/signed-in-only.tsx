'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { VisitorPrompt } from '@/components/account/visitor-prompt';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { sessionQueryOptions } from '@/lib/session/session';

type SignedInOnlyProps = {
  /** Already translated: the prompt's title and text, its button, and the skeleton's label. */
  texts: { visitorTitle: string; visitorText: string; signIn: string; loading: string };
  /** The prompt's box and heading style, the area's own. */
  className: string | undefined;
  titleClassName: string | undefined;
  children: ReactNode;
};

/**
 * A customer screen drawn in the browser on a cached page (README: Cached pages): a skeleton while
 * the session is read, the sign-in prompt (and the login popup, on arrival) for a visitor, the
 * screen for a customer.
 */
export function SignedInOnly({ texts, className, titleClassName, children }: SignedInOnlyProps) {
  const { data: profile } = useQuery(sessionQueryOptions());
  useVisitorSignIn(profile);
  if (profile === undefined) return <CartScreenSkeleton label={texts.loading} />;
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
