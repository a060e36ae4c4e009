'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { sessionQueryKey } from '@/lib/queries/session';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { ToastProvider } from '@/components/ui/toast';
import { LoginDialogProvider } from './login-dialog-context';

// The shop's Content-Security-Policy has no 'unsafe-eval': zod would probe for it with
// `Function('')` on the first parse, which the browser reports as a violation.
z.config({ jitless: true });

type ProvidersProps = {
  children: ReactNode;
  /** The server saw no login token: the session is known to be a visitor's (null). */
  visitor: boolean;
};

/** Client-side state shared by the whole shop: React Query, toasts and the login modal. */
export function Providers({ children, visitor }: ProvidersProps) {
  const queryClient = getQueryClient();
  // Seeded once, before any component asks; a later login or logout writes the query itself.
  useState(() => {
    if (visitor && queryClient.getQueryData(sessionQueryKey) === undefined) {
      queryClient.setQueryData(sessionQueryKey, null);
    }
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <LoginDialogProvider>{children}</LoginDialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
