'use client';

import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useAddressQuery } from '@/lib/use-address-query';
import { SUGGESTION_DEBOUNCE_MS, suggestionsQueryOptions } from '@/lib/catalogue/suggestions';
import styles from './search-box.module.css';
import { type SuggestionOption, movedHighlight, suggestionOptions } from './search-suggestions-options';
import { SearchSuggestionsList } from './search-suggestions-list';

/** The text as it was when the shopper stopped typing for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * On the search screen, the text of the search it shows (so the shopper can refine it), read from
 * the address in the browser (empty in the server's HTML). The header renders again on every
 * navigation.
 */
function useSearchedText(): string {
  const pathname = usePathname();
  const query = useAddressQuery();
  return pathname === '/search' ? (new URLSearchParams(query).get('q') ?? '').trim() : '';
}

/**
 * Product search of the header (spec §2) with its suggestions dropdown, a WAI-ARIA combobox:
 * suggestions (tips, categories with counts, brands) are asked for 1 s after typing stops
 * (spec §9); arrows move through them, Enter opens the highlighted one or searches the text,
 * Escape, a choice or a click elsewhere close the dropdown (spec §4).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const searched = useSearchedText();
  const [text, setText] = useState(searched);
  // Suggestions follow what the shopper types, never the search shown from the address: that
  // text asks for nothing until the shopper changes it (and then 1 s after typing stops).
  const [typed, setTyped] = useState(false);
  // A new search (or leaving the search screen) shows its own text, unless the shopper has typed
  // since the box last asked for a search: what they typed wins, whether they emptied the box
  // while the results loaded or typed into the server's empty box before the page hydrated.
  const [shownSearch, setShownSearch] = useState(searched);
  if (searched !== shownSearch) {
    setShownSearch(searched);
    if (!typed) setText(searched);
  }
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // What the first render put in the box; anything else there at mount was typed before hydration.
  const firstText = useRef(text);
  useEffect(() => {
    // React does not always replay text typed before hydration as a change: read the box itself.
    const early = input.current?.value ?? '';
    if (early === '' || early === firstText.current) return;
    setText(early);
    setTyped(true);
    if (document.activeElement === input.current) setOpen(true);
  }, []);
  const [highlight, setHighlight] = useState(-1);
  const typedText = typed ? text.trim() : '';
  const settled = useSettled(typedText, SUGGESTION_DEBOUNCE_MS);

  const typing = typedText !== settled;
  const query = useQuery({
    ...suggestionsQueryOptions(settled, locale),
    enabled: open && typed && settled.length > 0,
  });
  // Only the answer for the text in the box is shown: the previous word's suggestions go at the
  // first keystroke of a new one, instead of staying until the new answer arrives.
  const options: SuggestionOption[] =
    query.data && settled.length > 0 && !typing ? suggestionOptions(query.data, settled) : [];
  const showing = open && typedText.length > 0 && (options.length > 0 || query.isFetching || !typing);
  const expanded = showing && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A click or a tap anywhere outside the search box closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setHighlight(-1);
  };

  // Asking for a search hands the box over to it: the results' text replaces what is shown.
  const choose = (option: SuggestionOption) => {
    close();
    setTyped(false);
    if (option.kind === 'tip') setText(option.label);
    router.push(option.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    close();
    if (!q) return;
    setTyped(false);
    router.push({ pathname: '/search', query: { q } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) setOpen(true);
      setHighlight((current) => movedHighlight(current, options.length, key));
    } else if (key === 'Enter') {
      const option = expanded && highlight >= 0 ? options[highlight] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    }
  };

  return (
    <form
      ref={root}
      role="search"
      className={`${styles.form} ${className}`}
      onSubmit={submit}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlight >= 0 ? optionId(highlight) : undefined}
        className={styles.input}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label={t('searchSubmit')}>
        <Search aria-hidden="true" size={20} />
      </button>
      <SearchSuggestionsList
        id={listId}
        visible={showing}
        typed={settled}
        options={options}
        highlight={highlight}
        optionId={optionId}
        loading={query.isFetching && options.length === 0}
        onChoose={choose}
        onHighlight={setHighlight}
      />
    </form>
  );
}
