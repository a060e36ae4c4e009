'use client';

import { ALLERGENS, type Allergen } from '@shop/product-api/contract/food-info';
import type { Profile } from '@shop/product-api/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { CheckboxField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { saveAllergensToAvoid } from '@/lib/account/profile-requests';
import { sessionQueryKey } from '@/lib/session/session';
import { ProfileSection } from './profile-section';
import section from './profile-section.module.css';
import styles from './allergens-section.module.css';

/**
 * The allergens the customer avoids (issue 33): the 14 of Annex II as checkboxes, saved together
 * (POST /cli/profiles/preferences/allergens) with the profile's toasts. The answer replaces the
 * session's profile, so every card, cart and list line warns at once.
 */
export function AllergensSection({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.allergens');
  const names = useTranslations('allergens.names');
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const saved = profile.preferences.avoidAllergens;
  const [chosen, setChosen] = useState<readonly Allergen[]>(saved);
  // A profile answered anew (another tab, a save) starts the boxes from what is stored.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChosen(saved);
  }
  const save = useMutation({
    mutationFn: saveAllergensToAvoid,
    onSuccess: (updated) => {
      queryClient.setQueryData(sessionQueryKey, updated);
      showToast(t('updated'));
    },
    onError: (error) => {
      console.error('allergens to avoid:', error);
      showToast(t('failed'));
    },
  });
  const toggle = (code: Allergen, on: boolean) =>
    setChosen((current) => ALLERGENS.filter((c) => (c === code ? on : current.includes(c))));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...chosen]);
  };

  return (
    <ProfileSection section="allergens" title={t('title')} intro={t('intro')}>
      <form className={styles.form} onSubmit={submit}>
        <fieldset className={section.fieldset}>
          <legend className="visually-hidden">{t('legend')}</legend>
          <div className={styles.choices}>
            {ALLERGENS.map((code) => (
              <CheckboxField
                key={code}
                label={names(code)}
                inputProps={{
                  name: 'avoidAllergens',
                  value: code,
                  checked: chosen.includes(code),
                  disabled: save.isPending,
                  onChange: (event) => toggle(code, event.target.checked),
                }}
              />
            ))}
          </div>
        </fieldset>
        <div className={section.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
