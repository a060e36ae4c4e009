'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { Link } from '@/i18n/navigation';
import { PasswordHint } from './password-hint';
import styles from './signup.module.css';
import type { SignupPath } from './signup-values';
import { useSignupFields } from './use-signup-fields';

/**
 * A legal page beside the box that accepts it. It opens in a new tab: leaving the wizard would
 * lose what was typed.
 */
function LegalLink({ href, children }: { href: '/termsandconditions' | '/privacy'; children: ReactNode }) {
  const common = useTranslations('common');
  return (
    <Link href={href} target="_blank">
      {children}
      <span className="visually-hidden"> ({common('opensInNewTab')})</span>
    </Link>
  );
}

/**
 * Step 3 (spec §5 account step): the e-mail is the username; without a card it is confirmed here
 * (with a card, step 1 confirmed it or the card's record holds it). Password with the strength hint,
 * its confirmation, terms (accept1) and privacy (accept2).
 */
export function AccountStep({ path }: { path: SignupPath }) {
  const { t, register, errors } = useSignupFields();
  return (
    <>
      <div className={styles.pair}>
        <FormField
          label={t('username')}
          error={errors.username?.message}
          inputProps={{ ...register('username'), type: 'email', autoComplete: 'username', required: true }}
        />
        {path === 'plain' ? (
          <FormField
            label={t('emailConfirm')}
            error={errors.emailConfirm?.message}
            inputProps={{ ...register('emailConfirm'), type: 'email', autoComplete: 'off', required: true }}
          />
        ) : null}
      </div>
      <div className={styles.pair}>
        <PasswordField
          label={t('password')}
          hint={<PasswordHint />}
          error={errors.password?.message}
          registration={register('password')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('passwordConfirm')}
          error={errors.passwordConfirm?.message}
          registration={register('passwordConfirm')}
          autoComplete="new-password"
        />
      </div>
      <div className={styles.group}>
        <CheckboxField
          label={t.rich('accept1', {
            link: (chunks) => <LegalLink href="/termsandconditions">{chunks}</LegalLink>,
          })}
          error={errors.accept1?.message}
          inputProps={{ ...register('accept1'), required: true }}
        />
        <CheckboxField
          label={t.rich('accept2', { link: (chunks) => <LegalLink href="/privacy">{chunks}</LegalLink> })}
          error={errors.accept2?.message}
          inputProps={{ ...register('accept2'), required: true }}
        />
      </div>
    </>
  );
}
