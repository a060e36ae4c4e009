'use client';

import { LogIn } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import { useLoginDialog } from '@/components/layout/login-dialog-context';

type VisitorPromptProps = {
  /** Left out where the screen's own heading already says what signing in is for (checkout). */
  title?: string;
  text: string;
  signInLabel: string;
  /** Each area keeps its own box and heading style. */
  className: string | undefined;
  titleClassName?: string;
};

/**
 * What a visitor sees instead of a screen that belongs to an account (profile, carts, checkout):
 * a short word and the way to sign in, through the header's login popup.
 */
export function VisitorPrompt({ title, text, signInLabel, className, titleClassName }: VisitorPromptProps) {
  const { openLoginPopup } = useLoginDialog();
  return (
    <div className={className}>
      {title === undefined ? null : <h2 className={titleClassName}>{title}</h2>}
      <p>{text}</p>
      <button type="button" className={buttons.primary} onClick={() => openLoginPopup()}>
        <LogIn aria-hidden="true" size={18} />
        {signInLabel}
      </button>
    </div>
  );
}
