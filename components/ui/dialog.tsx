'use client';

import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import buttons from './button.module.css';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** 'wide' for grids (categories), 'narrow' for forms (login). */
  size?: 'narrow' | 'wide';
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The native modal keeps focus off the page but lets Tab wander out to the browser's own UI;
 * wrapping at both ends keeps keyboard users inside the dialog (architecture, Look and feel:
 * dialogs trap focus).
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (the focus stays inside) and Escape fires `cancel`, which we route to onClose so React state
 * stays the single source of truth. Focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, title, closeLabel, size = 'narrow', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (the close button); a form can ask for its
    // first field instead (data-autofocus), as the login form does for the username.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // Close first: while the dialog is modal the opener is inert and cannot take focus.
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : styles.narrow}`}
      aria-labelledby={titleId}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself, never on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={buttons.icon} onClick={onClose} aria-label={closeLabel}>
              <X aria-hidden="true" size={22} />
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
