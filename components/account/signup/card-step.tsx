'use client';

import { FormField } from '@/components/ui/form-field';
import { PersonalFields } from './personal-fields';
import styles from './signup.module.css';
import { upperCaseAsTyped } from './upper-case-as-typed';
import { useSignupFields } from './use-signup-fields';

type CardStepProps = { needsEmail: boolean; checked: boolean };

/**
 * Step 1 with a loyalty card (spec §2, §5): card number and the holder's Maltese ID; the e-mail and
 * its confirmation once the check asked for them (code 44); the holder's data once it passed.
 */
export function CardStep({ needsEmail, checked }: CardStepProps) {
  const { t, register, errors } = useSignupFields();
  return (
    <>
      <div className={styles.pair}>
        <FormField
          label={t('cardNumber')}
          hint={t('cardNumberHint')}
          error={errors.cardNumber?.message}
          inputProps={{
            ...register('cardNumber'),
            inputMode: 'numeric',
            autoComplete: 'off',
            required: true,
          }}
        />
        <FormField
          label={t('documentId')}
          hint={t('documentIdHint')}
          error={errors.documentId?.message}
          inputProps={{ ...upperCaseAsTyped(register('documentId')), autoComplete: 'off', required: true }}
        />
      </div>
      {needsEmail ? (
        <div className={styles.pair}>
          <FormField
            label={t('email')}
            error={errors.email?.message}
            inputProps={{ ...register('email'), type: 'email', autoComplete: 'email', required: true }}
          />
          <FormField
            label={t('emailConfirm')}
            error={errors.emailConfirm?.message}
            inputProps={{ ...register('emailConfirm'), type: 'email', autoComplete: 'off', required: true }}
          />
        </div>
      ) : null}
      {checked ? (
        <div className={styles.group}>
          <p className={styles.intro}>{t('cardDetailsIntro')}</p>
          <PersonalFields />
        </div>
      ) : null}
    </>
  );
}
