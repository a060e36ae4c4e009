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
import {
  type PendingProduct,
  forgetPendingProduct,
  parsePendingProduct,
  rememberPendingProduct,
  storedPendingProduct,
  subscribeToPendingProduct,
} from '@/lib/cart/pending-product';

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

/**
 * Spec §3 client state `showLogin`: the login modal and popup over any screen, opened by the
 * header, a visitor's buy button or an ended session. The header's login modal and every product
 * card share this context, with the product a visitor chose before signing in (`productToAdd`,
 * kept by lib/cart/pending-product.ts, which the cart reads too).
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [popup, setPopup] = useState<LoginDialogApi['popup']>({ open: false, notice: null });
  const raw = useSyncExternalStore(subscribeToPendingProduct, storedPendingProduct, () => null);
  const pendingProduct = useMemo(() => parsePendingProduct(raw), [raw]);

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
      rememberProduct: rememberPendingProduct,
      clearPendingProduct: forgetPendingProduct,
    }),
    [isOpen, openLogin, closeLogin, popup, openLoginPopup, closeLoginPopup, pendingProduct],
  );
  return <LoginDialogContext.Provider value={api}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return api;
}
