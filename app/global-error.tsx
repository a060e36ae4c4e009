'use client';

import { usePathname } from 'next/navigation';
import styles from './global-error.module.css';
// Only its own three texts: every page's first load carries this bundle.
import en from '../messages/en/failure.json';
import it from '../messages/it/failure.json';

/**
 * Last-resort error page: it replaces the root layout, so there is no next-intl provider here.
 * The texts still come from the message catalogues; the language from the address.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname();
  const locale = pathname.startsWith('/it') ? 'it' : 'en';
  const text = locale === 'it' ? { ...en.failure, ...it.failure } : en.failure;
  return (
    <html lang={locale}>
      <body className={styles.page}>
        <title>{text.title}</title>
        <h1>{text.title}</h1>
        <p>{text.text}</p>
        <button type="button" onClick={retry} className={styles.retry}>
          {text.retry}
        </button>
      </body>
    </html>
  );
}
