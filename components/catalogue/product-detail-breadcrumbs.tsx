import type { Category } from '@shop/product-api/contract/catalogue';
import { ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './product-detail.module.css';

type BreadcrumbsProps = { trail: readonly Category[]; productName: string };

/** Home › main category › sub-category › product, each category linking to its page. */
export function ProductDetailBreadcrumbs({ trail, productName }: BreadcrumbsProps) {
  const t = useTranslations('productPage');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link href="/">{t('home')}</Link>
          <ChevronRight aria-hidden="true" size={14} />
        </li>
        {trail.map((category) => (
          <li key={category.id}>
            <Link href={{ pathname: '/category', query: { id: String(category.id) } }}>
              {category.description}
            </Link>
            <ChevronRight aria-hidden="true" size={14} />
          </li>
        ))}
        <li>
          <span aria-current="page">{productName}</span>
        </li>
      </ol>
    </nav>
  );
}
