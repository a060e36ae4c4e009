'use client';

import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useLocale, useTranslations } from 'next-intl';
import { useCaptchaAllowedHere } from './captcha-document';
import styles from './human-check.module.css';
import type { HumanCheck, WidgetNote } from './use-human-check';

type HumanCheckFieldProps<Note extends string> = {
  /** hCaptcha site key (config HCAPTCHA_SITE_KEY). */
  siteKey: string;
  check: HumanCheck<Note>;
  /**
   * The form's own translator: each form words the notes for what it does ("to send the
   * message", "to sign in"), so they live in its namespace.
   */
  t: (note: WidgetNote | Note) => string;
};

/**
 * The human-verification widget (spec §2, issue 27), of the contact form and of the sign-in page:
 * hCaptcha, in the shop's language, with the note that says why the form waits for it. Its error
 * reports to hCaptcha's own Sentry are off (sentry), and it does not pose as reCAPTCHA.
 */
export function HumanCheckField<Note extends string>({ siteKey, check, t }: HumanCheckFieldProps<Note>) {
  const { captchaRef, token, note, noteId, onVerify, onExpire, onError } = check;
  // The legend is the contact form's text; the sign-in page sends the `contact` namespace for it.
  const contact = useTranslations('contact');
  const locale = useLocale();
  const allowed = useCaptchaAllowedHere();
  return (
    <>
      <fieldset className={styles.captcha}>
        <legend className={styles.captchaLegend}>{contact('verification')}</legend>
        <div className={styles.captchaSlot}>
          {allowed ? (
            <HCaptcha
              ref={captchaRef}
              sitekey={siteKey}
              languageOverride={locale}
              sentry={false}
              reCaptchaCompat={false}
              onVerify={onVerify}
              onExpire={onExpire}
              onError={onError}
            />
          ) : null}
        </div>
      </fieldset>
      {token === null ? (
        <p id={noteId} className={note === 'verifyFirst' ? styles.note : styles.warning}>
          {t(note)}
        </p>
      ) : null}
    </>
  );
}
