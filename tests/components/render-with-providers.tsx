import type { Profile } from '@shop/product-api/contract/profiles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { LoginDialogProvider, useLoginDialog } from '@/components/layout/login-dialog-context';
import { ToastProvider } from '@/components/ui/toast';
import { sessionQueryKey } from '@/lib/session/session';
import { english, italian } from '@/i18n/catalogues';

type ProviderOptions = { profile?: Profile | null; locale?: 'en' | 'it' };

/**
 * The shop's client providers, with English messages (or Italian) and a known session (null =
 * signed out) so nothing reaches for the network: a wrapper (not a wrapped element), so rerender
 * keeps the providers and their state.
 */
export function testProviders({ profile = null, locale = 'en' }: ProviderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, profile);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'it' ? italian : english}
      timeZone="Europe/Malta"
    >
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <LoginDialogProvider>{children}</LoginDialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { Wrapper, queryClient };
}

/** Renders a component inside the shop's client providers (testProviders). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { Wrapper, queryClient } = testProviders(options);
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, queryClient };
}

/** Says whether the login modal or popup is open, for tests of what opens it (render it beside them). */
export function LoginDialogProbe() {
  const { isOpen, popup } = useLoginDialog();
  return <p>{isOpen || popup.open ? 'login open' : 'login closed'}</p>;
}
