'use client';

import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Spec §3 client state: `productToAdd` is the product a shopper tried to buy before signing in
 * or opening a cart, and `showLogin` opens the login modal over any screen. The header's login
 * modal and every product card share this context. productToAdd lives in sessionStorage so a
 * reload during sign-in does not lose it, but it does not outlive the tab (spec: only user and
 * cart persist across sessions).
 */
export const PENDING_PRODUCT_STORAGE_KEY = 'productToAdd';

/** purchaseUm says whether amount is pieces (PZ) or kilograms; absent in what older tabs remembered. */
export type PendingProduct = { barcode: string; amount: number; purchaseUm?: string };

/**
 * What the tab remembered may be stale or hand-edited. A plain check rather than a zod schema:
 * this context is on every page, and zod would weigh on every page's first load.
 */
function isPendingProduct(value: unknown): value is PendingProduct {
  return (
    typeof value === 'object' &&
    value !== null &&
    'barcode' in value &&
    typeof value.barcode === 'string' &&
    value.barcode.length > 0 &&
    'amount' in value &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount) &&
    value.amount > 0
  );
}

/** Why the login popup opened, when it has something to say about it. */
export type LoginPopupNotice = 'sessionTimedOut' | null;

type LoginDialogApi = {
  /** The header's login/profile modal. */
  isOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  /**
   * Spec §2/§3 showLogin: the separate login popup over any screen (also inside the app, where the
   * header is hidden), opened by a visitor's buy button or an ended session.
   */
  popup: { open: boolean; notice: LoginPopupNotice };
  openLoginPopup: (notice?: LoginPopupNotice) => void;
  closeLoginPopup: () => void;
  pendingProduct: PendingProduct | null;
  rememberProduct: (product: PendingProduct) => void;
  clearPendingProduct: () => void;
};

const LoginDialogContext = createContext<LoginDialogApi | null>(null);

// A tiny external store over sessionStorage, read through useSyncExternalStore: the server
// render and hydration see "nothing pending", the browser then reads what the tab remembers.
const listeners = new Set<() => void>();
// Storage can be disabled (private mode, embedded web views): then the tab's memory holds it.
let memoryCopy: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function storedSnapshot(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY);
  } catch {
    return memoryCopy;
  }
}

function store(value: string | null) {
  memoryCopy = value;
  try {
    if (value === null) window.sessionStorage.removeItem(PENDING_PRODUCT_STORAGE_KEY);
    else window.sessionStorage.setItem(PENDING_PRODUCT_STORAGE_KEY, value);
  } catch {
    // memoryCopy already holds it.
  }
  listeners.forEach((listener) => listener());
}

function parsePending(raw: string | null): PendingProduct | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isPendingProduct(parsed)) return null;
    const purchaseUm =
      'purchaseUm' in parsed && typeof parsed.purchaseUm === 'string' ? parsed.purchaseUm : undefined;
    return purchaseUm === undefined
      ? { barcode: parsed.barcode, amount: parsed.amount }
      : { barcode: parsed.barcode, amount: parsed.amount, purchaseUm };
  } catch {
    return null;
  }
}

/**
 * The remembered product outside React, for the steps that add it to a cart once there is one
 * (lib/cart/cart.ts addPendingProduct, after login or right after a cart opens).
 */
export const readPendingProduct = (): PendingProduct | null =>
  typeof window === 'undefined' ? null : parsePending(storedSnapshot());
export const forgetPendingProduct = (): void => store(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [popup, setPopup] = useState<LoginDialogApi['popup']>({ open: false, notice: null });
  const raw = useSyncExternalStore(subscribe, storedSnapshot, () => null);
  const pendingProduct = useMemo(() => parsePending(raw), [raw]);

  const rememberProduct = useCallback((product: PendingProduct) => store(JSON.stringify(product)), []);
  const clearPendingProduct = useCallback(() => store(null), []);

  const openLogin = useCallback(() => setIsOpen(true), []);
  const closeLogin = useCallback(() => setIsOpen(false), []);
  const openLoginPopup = useCallback(
    (notice: LoginPopupNotice = null) => setPopup({ open: true, notice }),
    [],
  );
  const closeLoginPopup = useCallback(() => setPopup({ open: false, notice: null }), []);

  const api = useMemo(
    () => ({
      isOpen,
      openLogin,
      closeLogin,
      popup,
      openLoginPopup,
      closeLoginPopup,
      pendingProduct,
      rememberProduct,
      clearPendingProduct,
    }),
    [
      isOpen,
      openLogin,
      closeLogin,
      popup,
      openLoginPopup,
      closeLoginPopup,
      pendingProduct,
      rememberProduct,
      clearPendingProduct,
    ],
  );
  return <LoginDialogContext.Provider value={api}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return api;
}
