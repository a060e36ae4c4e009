'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import styles from './signup.module.css';
import type { CardCheckPopup as Popup } from './use-card-check';

/**
 * The card check's popups (spec §2, §8): success, or code 44's incomplete profile asking for a
 * valid e-mail address (the e-mail fields appear behind it).
 */
export function CardCheckPopup({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const t = useTranslations('signup');
  const common = useTranslations('common');
  const passed = popup === 'passed';
  return (
    <Dialog
      open={popup !== null}
      onClose={onClose}
      title={passed ? t('checkPassedTitle') : t('incompleteTitle')}
      closeLabel={common('close')}
    >
      <div className={styles.popup}>
        <p>{passed ? t('checkPassedText') : t('incompleteText')}</p>
        <button type="button" className={buttons.primary} onClick={onClose}>
          {t('continue')}
        </button>
      </div>
    </Dialog>
  );
}
