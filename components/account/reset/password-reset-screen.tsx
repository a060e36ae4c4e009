'use client';

import { useState } from 'react';
import { useAddressQuery } from '@/lib/use-address-query';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

/**
 * The /reset page's two faces (spec §2): without a token, the e-mail form that sends a link; the
 * link itself (?token=…) opens the new-password form. The page is cached HTML, so the token is
 * read in the browser (lib/use-address-query.ts), never by the server.
 */
export function PasswordResetScreen() {
  const token = new URLSearchParams(useAddressQuery()).get('token');
  const [linkLeft, setLinkLeft] = useState(false);

  const askNewLink = () => {
    setLinkLeft(true);
    // The used or expired token leaves the address too, so a reload shows the e-mail form. Next's
    // router keeps its own entry in history.state, which therefore stays as it is.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  };

  return token && !linkLeft ? (
    <NewPasswordForm token={token} onAskNewLink={askNewLink} />
  ) : (
    <ResetRequestForm />
  );
}
