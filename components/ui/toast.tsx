'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import styles from './toast.module.css';

/** Spec §9: toasts stay 2 seconds. */
export const TOAST_DURATION_MS = 2000;

type Toast = { id: number; message: string };
type ToastApi = { showToast: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);

  const showToast = useCallback((message: string) => {
    setToast({ id: Date.now(), message });
  }, []);

  // A toast shown as the page changes ('Your account has been deleted', then home) stays its 2
  // seconds on the page the shopper lands on: the count starts again when the new page arrives,
  // or a slow navigation would take the whole of it.
  const pathname = usePathname();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, pathname]);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page so screen readers announce what appears in it. */}
      <div className={styles.region} role="status" aria-live="polite">
        {toast ? (
          <p key={toast.id} className={styles.toast}>
            {toast.message}
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
