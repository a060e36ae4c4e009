'use client';

import { Smartphone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { isIpadAskingForDesktopPages } from '@/lib/content/app-store';

type ShareAppLinkProps = { href: string; iosStore: string; className?: string; label: string };

const noSubscription = () => () => {};
const onIpadInDesktopMode = () => isIpadAskingForDesktopPages(navigator.userAgent, navigator.maxTouchPoints);
const onServer = () => false;

/**
 * 'Get the app': the redirect page picks the store on the server, except for iPads in desktop
 * mode, whose Mac user agent only the browser can see through (touch points): they go straight
 * to the App Store. Without JavaScript the redirect page still answers.
 */
export function ShareAppLink({ href, iosStore, className, label }: ShareAppLinkProps) {
  const ipad = useSyncExternalStore(noSubscription, onIpadInDesktopMode, onServer);
  return (
    <a href={ipad ? iosStore : href} className={className}>
      <Smartphone aria-hidden="true" size={20} />
      {label}
    </a>
  );
}
