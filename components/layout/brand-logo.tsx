import { ShoppingBasket } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './brand-logo.module.css';

/** The shop's logo: the configured brand name with a basket mark, linking home. */
export function BrandLogo({ brandName }: { brandName: string }) {
  const t = useTranslations('header');
  return (
    <Link href="/" className={styles.logo} aria-label={t('home', { brand: brandName })}>
      <span className={styles.mark} aria-hidden="true">
        <ShoppingBasket size={22} />
      </span>
      <span className={styles.name}>{brandName}</span>
    </Link>
  );
}
