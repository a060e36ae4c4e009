'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CategoryImage } from '@/components/catalogue/category-image';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import { categoriesQueryOptions } from '@/lib/catalogue/categories';
import styles from './categories-dialog.module.css';

type CategoriesDialogProps = { buttonClassName?: string; labelClassName?: string };

/** Header's categories button and modal: a grid of categories, a click opens /category (spec §2). */
export function CategoriesDialog({ buttonClassName, labelClassName }: CategoriesDialogProps) {
  const t = useTranslations('categories');
  const common = useTranslations('common');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Reaching for the button starts the request (as the account button preloads its form), so the
  // grid is usually there when it opens.
  const prefetch = () => void queryClient.prefetchQuery(categoriesQueryOptions(locale));

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
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
        <CategoriesGrid locale={locale} onChoose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function CategoriesGrid({ locale, onChoose }: { locale: string; onChoose: () => void }) {
  const t = useTranslations('categories');
  const categories = useQuery(categoriesQueryOptions(locale));

  if (categories.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  if (categories.isError || categories.data.length === 0) return <p role="alert">{t('empty')}</p>;
  return (
    <ul className={styles.grid}>
      {categories.data.map((category) => (
        <li key={category.id}>
          <Link
            href={{ pathname: '/category', query: { id: String(category.id) } }}
            className={styles.card}
            onClick={onChoose}
          >
            <CategoryImage src={category.imageUrl} className={styles.image} />
            <span className={styles.name}>{category.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
