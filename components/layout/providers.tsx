'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { CartClosedDialog } from '@/components/cart/cart-closed-dialog';
import { OfflineSupport } from '@/components/offline/offline-support';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { ToastProvider } from '@/components/ui/toast';
import { LoginDialogProvider } from './login-dialog-context';
import { LoginPopup } from './login-popup';
import { SessionWatch } from './session-watch';

/**
 * Client-side state shared by the whole shop: React Query, toasts, the login modal and popup, session
 * rules, and the service worker with the offline ticks it lets through.
 */
export function Providers({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  // Before any parse of a call or a form, never in the first scripts (lib/zod-jitless.ts).
  useEffect(() => {
    void import('@/lib/zod-jitless').catch(() => undefined);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <LoginDialogProvider>
          {children}
          <LoginPopup />
          <SessionWatch />
          <CartClosedDialog />
          <OfflineSupport />
        </LoginDialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
