'use client';

import type { Cart, CartItem } from '@shop/product-api/contract/cart';
import { NOTES_MAX_LENGTH, stripNoteSymbols, typedNoteOf } from '@shop/product-api/contract/notes';
import { ChevronDown, Repeat, Ban } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useState } from 'react';
import { FormField, SelectField } from '@/components/ui/form-field';
import styles from './line-preferences.module.css';
import { useSaveLinePreferences } from './use-cart-changes';

type LinePreferencesProps = { cart: Cart; item: CartItem };

const REPLACE = 'replace';
const DO_NOT_REPLACE = 'do-not-replace';

/**
 * A cart line's choices for the picker (issue 29): replace the product with a similar one when
 * it is missing (the default) or not, and a short note (spec §5 notes rules, the checkout notes'
 * own sanitiser). Folded into one line under the product so the cart stays tidy on a phone; the
 * summary says what is chosen. The choice saves at once, the note when the field is left.
 */
export function LinePreferences({ cart, item }: LinePreferencesProps) {
  const t = useTranslations('cartPage');
  const save = useSaveLinePreferences();
  const [draft, setDraft] = useState(item.note);
  const [shownNote, setShownNote] = useState(item.note);
  // The saved note changed under the field (saved, put back after a refusal, another tab).
  if (item.note !== shownNote) {
    setShownNote(item.note);
    setDraft(item.note);
  }

  const saveNote = () => {
    const note = stripNoteSymbols(draft);
    setDraft(note);
    if (note !== item.note) save.mutate({ cart, item, replace: item.replace, note });
  };
  const onNoteKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    saveNote();
  };

  return (
    <details className={styles.preferences}>
      <summary className={styles.summary}>
        {item.replace ? (
          <Repeat aria-hidden="true" size={16} className={styles.icon} />
        ) : (
          <Ban aria-hidden="true" size={16} className={styles.icon} />
        )}
        <span className="visually-hidden">{t('preferencesOf', { product: item.description })}: </span>
        <span className={styles.choice}>{item.replace ? t('replaceOption') : t('noReplaceOption')}</span>
        {item.note ? <span className={styles.note}>{t('pickerNoteShown', { note: item.note })}</span> : null}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </summary>
      <div className={styles.fields}>
        <SelectField
          label={t('ifMissing')}
          selectProps={{
            name: `replace-${item.barcode}`,
            value: item.replace ? REPLACE : DO_NOT_REPLACE,
            onChange: (event) =>
              save.mutate({ cart, item, replace: event.target.value === REPLACE, note: item.note }),
          }}
        >
          <option value={REPLACE}>{t('replaceOption')}</option>
          <option value={DO_NOT_REPLACE}>{t('noReplaceOption')}</option>
        </SelectField>
        <FormField
          label={t('pickerNote')}
          hint={t('pickerNoteHint', { count: draft.length, max: NOTES_MAX_LENGTH })}
          inputProps={{
            name: `note-${item.barcode}`,
            value: draft,
            maxLength: NOTES_MAX_LENGTH,
            autoComplete: 'off',
            enterKeyHint: 'done',
            // Spec §5: emoji and symbols go as they are typed; spaces are trimmed on saving.
            onChange: (event) => setDraft(typedNoteOf(event.target.value)),
            onBlur: saveNote,
            onKeyDown: onNoteKey,
          }}
        />
      </div>
    </details>
  );
}
