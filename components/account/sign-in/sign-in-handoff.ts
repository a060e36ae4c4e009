import { z } from 'zod';

/**
 * What the login popup hands to the sign-in page (app/[locale]/login) when the API asks for the
 * human check: the username typed and the page to come back to. The sign-in page is a document
 * of its own (only its Content-Security-Policy lets hCaptcha in), so the popup's state would be
 * lost; sessionStorage keeps it for this tab only. The password is never written down: the
 * shopper types it again next to the check.
 */
const HANDOFF_STORAGE_KEY = 'signInHandoff';

const handoffSchema = z.object({ username: z.string().max(100), returnTo: z.string().max(2000) });
export type SignInHandoff = z.infer<typeof handoffSchema>;

/** Only a path of this shop: a handoff must not become an open redirect. */
const isShopPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function handOffToSignInPage(handoff: SignInHandoff): void {
  try {
    window.sessionStorage.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(handoff));
  } catch {
    // Storage refused (private mode, full): the page opens with empty fields, nothing worse.
  }
}

/** The handoff, once: it is removed as it is read, so a later visit starts empty. */
export function takeSignInHandoff(): SignInHandoff | null {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(HANDOFF_STORAGE_KEY);
    window.sessionStorage.removeItem(HANDOFF_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const handoff = handoffSchema.safeParse(value);
  if (!handoff.success) return null;
  const { username, returnTo } = handoff.data;
  return { username, returnTo: isShopPath(returnTo) ? returnTo : '/' };
}
