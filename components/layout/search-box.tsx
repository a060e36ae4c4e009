'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { useRouter } from '@/i18n/navigation';
import styles from './search-box.module.css';

/**
 * Product search of the header: submits to /search?q=... (spec §2). Suggestions arrive with the
 * search issue; until then the box is a plain labelled search form.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  const router = useRouter();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    const text = typeof q === 'string' ? q.trim() : '';
    if (text) router.push({ pathname: '/search', query: { q: text } });
  };

  return (
    <form role="search" className={`${styles.form} ${className}`} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        className={styles.input}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className={styles.submit} aria-label={t('searchSubmit')}>
        <Search aria-hidden="true" size={20} />
      </button>
    </form>
  );
}
