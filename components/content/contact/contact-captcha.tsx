'use client';

import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useLocale, useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { useCaptchaAllowedHere } from './captcha-document';
import styles from './contact.module.css';

type ContactCaptchaProps = {
  /** hCaptcha site key (config HCAPTCHA_SITE_KEY). */
  siteKey: string;
  captchaRef: RefObject<HCaptcha | null>;
  onVerify: (token: string) => void;
  onExpire: () => void;
  onError: () => void;
};

/**
 * The human-verification widget of the contact form (spec §2): hCaptcha, in the shop's language.
 * Its error reports to hCaptcha's own Sentry are off (sentry), and it does not pose as reCAPTCHA.
 */
export function ContactCaptcha({ siteKey, captchaRef, onVerify, onExpire, onError }: ContactCaptchaProps) {
  const t = useTranslations('contact');
  const locale = useLocale();
  const allowed = useCaptchaAllowedHere();
  return (
    <fieldset className={styles.captcha}>
      <legend className={styles.captchaLegend}>{t('verification')}</legend>
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
  );
}
