'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import { type HomeNotice as Notice, takeHomeNotice } from '@/lib/home-notice';
import styles from './home-notice.module.css';

/**
 * What the screen that sent the shopper home has to tell them (lib/home-notice.ts): it stays until
 * closed, unlike a 2-second toast. The live region is always in the page so the sentence is
 * announced when it appears; the cached HTML holds it empty.
 */
export function HomeNotice() {
  const t = useTranslations('home.notices');
  const [notice, setNotice] = useState<Notice | null>(null);
  // Read after hydration: the server's HTML is the same for every shopper. Taken once (a second
  // run of the effect finds nothing and keeps what the first found), shown after this render.
  useEffect(() => {
    const taken = takeHomeNotice();
    if (taken) queueMicrotask(() => setNotice(taken));
  }, []);

  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <div className={styles.notice}>
          <p className={styles.text}>{t(notice)}</p>
          {notice === 'cartOpen' ? (
            <Link href="/cart" className={styles.link}>
              {t('goToCart')}
            </Link>
          ) : null}
          <button
            type="button"
            className={buttons.icon}
            aria-label={t('dismiss')}
            onClick={() => setNotice(null)}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
