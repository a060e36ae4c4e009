'use client';

import { Newspaper } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/i18n/navigation';
import { AccountMenu } from './account-menu';
import { chromeMarker } from '@/lib/chrome/pre-paint-script';
import { BrandLogo } from './brand-logo';
import { CartLink } from './cart-link';
import { CategoriesDialog } from './categories-dialog';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';
import { showsSearchOnMobile } from './search-visibility';
import styles from './site-header.module.css';

type SiteHeaderProps = { brandName: string };

/** Sticky shop header of spec §2: logo, categories, search, leaflets, account, cart, language. */
export function SiteHeader({ brandName }: SiteHeaderProps) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const mobileSearch = showsSearchOnMobile(pathname);
  const searchClass = mobileSearch ? styles.search : `${styles.search} ${styles.desktopOnly}`;

  return (
    <header className={styles.header} {...chromeMarker}>
      <div className={`page-width ${styles.bar} ${mobileSearch ? styles.withSearch : ''}`}>
        <div className={styles.logo}>
          <BrandLogo brandName={brandName} />
        </div>
        <div className={styles.categories}>
          <CategoriesDialog
            buttonClassName={styles.categoriesButton}
            labelClassName={styles.categoriesLabel}
          />
        </div>
        <SearchBox className={searchClass} />
        <nav className={styles.tools} aria-label={t('mainNavigation')}>
          <IntentLink href="/leaflets" className={styles.tool}>
            <Newspaper aria-hidden="true" size={22} />
            <span className={styles.toolLabel}>{t('leaflets')}</span>
          </IntentLink>
          <AccountMenu buttonClassName={styles.tool} labelClassName={styles.toolLabel} />
          <CartLink className={styles.tool} />
          <LanguageSwitch className={styles.tool} />
        </nav>
      </div>
    </header>
  );
}
