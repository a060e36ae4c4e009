'use client';

import { usePathname } from 'next/navigation';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './toast.module.css';

/** Spec §9: toasts stay 2 seconds. */
export const TOAST_DURATION_MS = 2000;

type ToastOptions = {
  /**
   * The toast is about the page it is shown on ('Added 10 pc …' beside the product card): it goes
   * when the shopper moves to another page, where it would only cover what they came to see.
   */
  endsWithPage?: boolean;
};
type Toast = { id: number; message: string; endsWithPage: boolean; shownOn: string };
type ToastApi = { showToast: (message: string, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const pathname = usePathname();
  const pathnameNow = useRef(pathname);
  useEffect(() => {
    pathnameNow.current = pathname;
  }, [pathname]);

  const showToast = useCallback((message: string, options: ToastOptions = {}) => {
    const endsWithPage = options.endsWithPage ?? false;
    setToast({ id: Date.now(), message, endsWithPage, shownOn: pathnameNow.current });
  }, []);

  // A toast shown as the page changes ('Your account has been deleted', then home) stays its 2
  // seconds on the page the shopper lands on: the count starts again when the new page arrives,
  // or a slow navigation would take the whole of it. One that ends with its page is not shown on
  // the next one at all, and goes.
  const left = toast !== null && toast.endsWithPage && toast.shownOn !== pathname;
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), left ? 0 : TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, pathname, left]);
  const shown = left ? null : toast;

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page so screen readers announce what appears in it. */}
      <div className={styles.region} role="status" aria-live="polite">
        {shown ? (
          <p key={shown.id} className={styles.toast}>
            {shown.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
