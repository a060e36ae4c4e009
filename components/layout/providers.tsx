'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartClosedDialog } from '@/components/cart/cart-closed-dialog';
import { OfflineSupport } from '@/components/offline/offline-support';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { ToastProvider } from '@/components/ui/toast';
import { LoginDialogProvider } from './login-dialog-context';
import { LoginPopup } from './login-popup';
import { SessionWatch } from './session-watch';

/**
 * The shop's Content-Security-Policy has no 'unsafe-eval': zod would probe for it with
 * `Function('')` on its first object parse, which the browser reports as a violation. zod (4.x)
 * takes its settings from this global when it loads, so the browser gets `jitless` without zod in
 * every page's first scripts (30 kB gzip; it loads with the first call or form that needs it).
 * Not on the server: no policy there, and zod's compiled parsers are faster.
 */
if (typeof window !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}

/**
 * Client-side state shared by the whole shop: React Query, toasts, the login modal and popup, session
 * rules, and the service worker with the offline ticks it lets through.
 */
export function Providers({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
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
