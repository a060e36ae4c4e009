import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { type PageNamespace, clientMessagesFor } from '@/i18n/client-messages';
import type { AppLocale } from '@/i18n/routing';

type PageMessagesProps = { locale: AppLocale; namespaces: readonly PageNamespace[]; children: ReactNode };

/**
 * Hands a page's client components the messages of its own forms besides the shop's usual ones
 * (i18n/client-messages.ts): a server component, so the choice costs the browser nothing.
 */
export function PageMessages({ locale, namespaces, children }: PageMessagesProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessagesFor(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
