'use client';

import type { Category } from '@shop/product-api/contract/catalogue';
import { LayoutGrid } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CategoryImage } from '@/components/catalogue/category-image';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import styles from './categories-dialog.module.css';

type CategoriesDialogProps = { categories: Category[]; buttonClassName?: string; labelClassName?: string };

/** Header's categories button and modal: a grid of categories, a click opens /category (spec §2). */
export function CategoriesDialog({ categories, buttonClassName, labelClassName }: CategoriesDialogProps) {
  const t = useTranslations('categories');
  const common = useTranslations('common');
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <LayoutGrid aria-hidden="true" size={22} />
        <span className={labelClassName}>{t('title')}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        closeLabel={common('close')}
        size="wide"
      >
        {categories.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={{ pathname: '/category', query: { id: String(category.id) } }}
                  className={styles.card}
                  onClick={() => setOpen(false)}
                >
                  <CategoryImage src={category.imageUrl} className={styles.image} />
                  <span className={styles.name}>{category.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
