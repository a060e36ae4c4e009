'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import styles from './search-box.module.css';
import type { SuggestionOption } from './search-suggestions-options';

type SearchSuggestionsListProps = {
  id: string;
  visible: boolean;
  typed: string;
  options: SuggestionOption[];
  highlight: number;
  optionId: (index: number) => string;
  loading: boolean;
  onChoose: (option: SuggestionOption) => void;
  onHighlight: (index: number) => void;
};

const GROUPS = [
  { kind: 'tip', label: 'tips' },
  { kind: 'category', label: 'categories' },
  { kind: 'brand', label: 'brands' },
] as const;

/**
 * The listbox of the search box's combobox: options grouped as tips, categories (with their
 * product counts) and brands. Options never take focus (the input keeps it and points at the
 * highlighted one with aria-activedescendant); a mouse press must not blur the input either.
 */
export function SearchSuggestionsList(props: SearchSuggestionsListProps) {
  const { id, visible, typed, options, highlight, optionId, loading, onChoose, onHighlight } = props;
  const t = useTranslations('suggestions');
  // The input keeps the focus, so the browser does not scroll to the highlighted option: an
  // arrow key past the listbox's fold brings it into view here.
  useEffect(() => {
    if (highlight < 0) return;
    document.getElementById(optionId(highlight))?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight, optionId]);

  return (
    <>
      <div className={styles.popup} hidden={!visible}>
        <div id={id} role="listbox" aria-label={t('label')} className={styles.listbox}>
          {GROUPS.map((group) => {
            const inGroup = options
              .map((option, index) => ({ option, index }))
              .filter(({ option }) => option.kind === group.kind);
            if (inGroup.length === 0) return null;
            return (
              <div key={group.kind} role="group" aria-label={t(group.label)} className={styles.group}>
                <div aria-hidden="true" className={styles.groupLabel}>
                  {t(group.label)}
                </div>
                {inGroup.map(({ option, index }) => (
                  <div
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === highlight}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (index !== highlight) onHighlight(index);
                    }}
                    onClick={() => onChoose(option)}
                  >
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.kind === 'category' ? (
                      <span className={styles.count}>{t('categoryCount', { count: option.count })}</span>
                    ) : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {visible && options.length === 0 ? (
          <p className={styles.message}>{loading ? t('loading') : t('none', { q: typed })}</p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {visible && !loading ? t('count', { count: options.length }) : ''}
      </p>
    </>
  );
}
