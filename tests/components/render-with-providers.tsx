import type { Profile } from '@shop/product-api/contract/profiles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { LoginDialogProvider, useLoginDialog } from '@/components/layout/login-dialog-context';
import { ToastProvider } from '@/components/ui/toast';
import { sessionQueryKey } from '@/lib/queries/session';
import { english as en } from '@/i18n/catalogues';

/**
 * Renders a component inside the shop's client providers, with English messages and a known
 * session (null = signed out) so nothing reaches for the network.
 */
export function renderWithProviders(ui: ReactElement, { profile = null }: { profile?: Profile | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, profile);
  const result = render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Malta">
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <LoginDialogProvider>{ui}</LoginDialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, queryClient };
}

/** Says whether the login modal is open, for tests of what opens it (render it beside them). */
export function LoginDialogProbe() {
  const { isOpen } = useLoginDialog();
  return <p>{isOpen ? 'login open' : 'login closed'}</p>;
}
