'use client';

import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { fetchAccountData } from '@/lib/account/profile-requests';
import { DeleteAccountDialog } from './delete-account-dialog';
import { downloadJson } from './download-json';
import { ProfileSection } from './profile-section';
import section from './profile-section.module.css';

export const ACCOUNT_DATA_FILE = 'my-data.json';

/**
 * The customer's data rights (issue 12; the privacy page promises them): a copy of everything the
 * shop holds about them (GET /cli/profiles/export, saved as a JSON file) and closing the account.
 */
export function YourDataSection() {
  const t = useTranslations('profile.data');
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: fetchAccountData,
    onSuccess: (data) => downloadJson(data, ACCOUNT_DATA_FILE),
    onError: (error) => console.error('data export:', error),
  });

  return (
    <ProfileSection section="data" title={t('title')} intro={t('intro')}>
      <FailureAlert message={download.isError ? t('downloadFailed') : null} />
      <div className={section.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          <Download aria-hidden="true" size={18} />
          {download.isPending ? t('downloading') : t('download')}
        </button>
      </div>
      <h3 className={section.subtitle}>{t('deleteTitle')}</h3>
      <p className={section.note}>{t('deleteIntro')}</p>
      <div className={section.actions}>
        <button type="button" className={section.danger} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" size={18} />
          {t('deleteButton')}
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </ProfileSection>
  );
}
