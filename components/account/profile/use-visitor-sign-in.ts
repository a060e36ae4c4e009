'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { useEffect, useRef } from 'react';
import { useLoginDialog } from '@/components/layout/login-dialog-context';

/**
 * A visitor who opens the profile gets the login popup at once (spec §2: over any screen, also
 * inside the app where the header is hidden); the profile is theirs once they sign in. Only on arrival: a customer who logs out or deletes their account here is on the way
 * home, and must not be asked to sign in again.
 */
export function useVisitorSignIn(profile: Profile | null | undefined): void {
  const { openLoginPopup } = useLoginDialog();
  const settled = useRef(false);
  useEffect(() => {
    if (profile === undefined || settled.current) return;
    settled.current = true;
    if (profile === null) openLoginPopup();
  }, [profile, openLoginPopup]);
}
