'use client';

import { useTranslations } from 'next-intl';
import { VisitorPrompt } from '@/components/account/visitor-prompt';
import styles from './cart-create.module.css';

/** What a visitor sees instead of a cart screen: carts belong to an account, so the way to sign in. */
export function CartVisitorPrompt({ title }: { title: string }) {
  const t = useTranslations('cartCreate');
  return (
    <VisitorPrompt
      title={title}
      text={t('visitorText')}
      signInLabel={t('signIn')}
      className={styles.visitor}
      titleClassName={styles.visitorTitle}
    />
  );
}
