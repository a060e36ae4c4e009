'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isCaptchaPage } from '@/lib/captcha-page';

const noSubscription = () => () => {};

/**
 * Whether this document was loaded at a page whose Content-Security-Policy lets hCaptcha in. A
 * policy belongs to the document: after an in-app navigation from another page (the footer's
 * link), the policy is still that page's, which refuses hCaptcha's script. Without a record of
 * how the document loaded, it is taken to be this page.
 */
function loadedAtCaptchaPage(): boolean {
  const [entry] =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return entry ? isCaptchaPage(new URL(entry.name).pathname) : true;
}

/**
 * True once the widget may load here. Reached by an in-app navigation, the page loads itself
 * again from the server, which sends it with the policy that allows the widget (README: Security
 * headers); meanwhile the widget is not asked for, so the browser reports no refusal.
 */
export function useCaptchaAllowedHere(): boolean {
  const allowed = useSyncExternalStore(noSubscription, loadedAtCaptchaPage, () => false);
  useEffect(() => {
    if (!loadedAtCaptchaPage()) window.location.reload();
  }, []);
  return allowed;
}
