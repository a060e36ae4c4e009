/**
 * A message a screen leaves for the home page it sends the shopper to (issue 30): /cart/create
 * with a cart already open, and a deleted account. The home page is the same cached HTML for
 * everyone (README: Cached pages), so the message travels in this tab's sessionStorage, not in the
 * address or the page, and is read once.
 */
export const HOME_NOTICES = ['cartOpen', 'accountDeleted'] as const;
export type HomeNotice = (typeof HOME_NOTICES)[number];

const HOME_NOTICE_STORAGE_KEY = 'homeNotice';

const isHomeNotice = (value: string | null): value is HomeNotice =>
  HOME_NOTICES.some((notice) => notice === value);

export function leaveHomeNotice(notice: HomeNotice): void {
  try {
    window.sessionStorage.setItem(HOME_NOTICE_STORAGE_KEY, notice);
  } catch {
    // Storage refused (private mode, full): the shopper lands home without the sentence.
  }
}

/** The notice, once: it is removed as it is read, so a later visit home is quiet. */
export function takeHomeNotice(): HomeNotice | null {
  try {
    const stored = window.sessionStorage.getItem(HOME_NOTICE_STORAGE_KEY);
    window.sessionStorage.removeItem(HOME_NOTICE_STORAGE_KEY);
    return isHomeNotice(stored) ? stored : null;
  } catch {
    return null;
  }
}
