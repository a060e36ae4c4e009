'use client';

import { CUSTOM_ITEM_DESCRIPTION_MAX_LENGTH } from '@shop/product-api/contract/lists';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import styles from './lists.module.css';

/** A custom item in the shopper's own words (spec §3 smartlist: type CUSTOM, e.g. 'birthday candles'). */
export function CustomItemForm({
  pending,
  onAdd,
}: {
  pending: boolean;
  onAdd: (description: string) => void;
}) {
  const t = useTranslations('lists');
  const inputId = useId();
  const [description, setDescription] = useState('');
  const blank = description.trim() === '';
  return (
    <form
      className={styles.customItem}
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onAdd(description.trim());
        setDescription('');
      }}
    >
      <label htmlFor={inputId} className={styles.chooseLabel}>
        {t('customLabel')}
      </label>
      <div className={styles.customRow}>
        <input
          id={inputId}
          className={styles.input}
          value={description}
          maxLength={CUSTOM_ITEM_DESCRIPTION_MAX_LENGTH}
          placeholder={t('customPlaceholder')}
          autoComplete="off"
          onChange={(event) => setDescription(event.target.value)}
        />
        <button type="submit" className={buttons.secondary} disabled={blank || pending}>
          <Plus aria-hidden="true" size={18} />
          {t('customAdd')}
        </button>
      </div>
    </form>
  );
}
