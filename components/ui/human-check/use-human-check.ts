'use client';

import type HCaptcha from '@hcaptcha/react-hcaptcha';
import { type RefObject, useCallback, useId, useMemo, useRef, useState } from 'react';

/** What the note under the widget says while there is no answer to send, from the widget itself. */
export type WidgetNote = 'verifyFirst' | 'verificationExpired' | 'verificationFailed';

/**
 * The human check of one form: the widget's answer (`token`, null until solved), the note that
 * says why the form waits, and what the field and the submit button need. `Note` is a form's own
 * extra reason to ask again (the sign-in page's refused check).
 */
export type HumanCheck<Note extends string = never> = {
  token: string | null;
  note: WidgetNote | Note;
  captchaRef: RefObject<HCaptcha | null>;
  /** The note's id, for the submit button's `aria-describedby` while there is no answer. */
  noteId: string;
  describedBy: string | undefined;
  /** After a refusal: the answer is spent, so the widget asks again and the note says why. */
  askAgain: (note?: WidgetNote | Note) => void;
  onVerify: (token: string) => void;
  onExpire: () => void;
  onError: () => void;
};

export function useHumanCheck<Note extends string = never>(): HumanCheck<Note> {
  const noteId = useId();
  const captchaRef = useRef<HCaptcha>(null);
  const [state, setState] = useState<{ token: string | null; note: WidgetNote | Note }>({
    token: null,
    note: 'verifyFirst',
  });

  const askAgain = useCallback((note: WidgetNote | Note = 'verifyFirst') => {
    captchaRef.current?.resetCaptcha();
    setState({ token: null, note });
  }, []);
  const handlers = useMemo(
    () => ({
      onVerify: (token: string) => setState({ token, note: 'verifyFirst' }),
      onExpire: () => setState({ token: null, note: 'verificationExpired' }),
      onError: () => setState({ token: null, note: 'verificationFailed' }),
    }),
    [],
  );

  return {
    ...state,
    ...handlers,
    captchaRef,
    noteId,
    describedBy: state.token === null ? noteId : undefined,
    askAgain,
  };
}
