'use client';

import { usePathname } from 'next/navigation';
// Only the shop-wide texts: the legal and catalogue areas would weigh on this bundle for nothing.
import en from '../messages/en/shop.json';
import it from '../messages/it/shop.json';

/**
 * Last-resort error page: it replaces the root layout, so there is no next-intl provider here.
 * The texts still come from the message catalogues; the language from the address.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname();
  const locale = pathname.startsWith('/it') ? 'it' : 'en';
  const text = locale === 'it' ? { ...en.common, ...it.common } : en.common;
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', color: '#1f2933' }}>
        <title>{text.errorTitle}</title>
        <h1>{text.errorTitle}</h1>
        <p>{text.errorText}</p>
        <button type="button" onClick={retry} style={{ minHeight: 44, padding: '0 1rem' }}>
          {text.retry}
        </button>
      </body>
    </html>
  );
}
