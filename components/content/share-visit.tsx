'use client';

import { ArrowRight, ShoppingBasket } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { type DeviceFamily, deviceFamily } from '@/lib/content/app-store';
import { type SharedItem, sharedItemInSearch, sharedItemQuery } from '@/lib/content/share-link';
import { useAddressQuery } from '@/lib/use-address-query';
import { ShareAppLink } from './share-app-link';
import styles from './share-landing.module.css';

/*
 * The share pages are cached HTML, one per route and language, drawn as for a computer and
 * without a shared item. What the visit brings (the device, the shared link) is read here, in the
 * browser, right after hydration.
 */

const noSubscription = () => () => {};

/** Chromium's User-Agent Client Hints platform ('Android'), what Sec-CH-UA-Platform sends. */
function clientHintPlatform(): string | undefined {
  if (!('userAgentData' in navigator)) return undefined;
  const data = navigator.userAgentData;
  if (typeof data !== 'object' || data === null || !('platform' in data)) return undefined;
  return typeof data.platform === 'string' ? data.platform : undefined;
}

const browserDevice = (): DeviceFamily =>
  deviceFamily({ userAgent: navigator.userAgent, platformHint: clientHintPlatform() });
const asComputer = (): DeviceFamily => 'other';

function useDevice(): DeviceFamily {
  return useSyncExternalStore(noSubscription, browserDevice, asComputer);
}

function useSharedItem(): SharedItem | null {
  return sharedItemInSearch(useAddressQuery());
}

type ShareActionsProps = {
  /** The redirect page that picks the store (a route handler: a plain link). */
  getAppHref: string;
  iosStore: string;
  getAppLabel: string;
  shopOnWebLabel: string;
};

/** The two ways in: phones get the app first, anything else the web shop first. */
export function ShareActions({ getAppHref, iosStore, getAppLabel, shopOnWebLabel }: ShareActionsProps) {
  const onPhone = useDevice() !== 'other';
  const getApp = (
    <ShareAppLink
      key="app"
      href={getAppHref}
      iosStore={iosStore}
      className={onPhone ? buttons.primary : buttons.secondary}
      label={getAppLabel}
    />
  );
  const shopOnWeb = (
    <Link key="web" href="/" className={onPhone ? buttons.secondary : buttons.primary}>
      <ShoppingBasket aria-hidden="true" size={20} />
      {shopOnWebLabel}
    </Link>
  );
  return <div className={styles.actions}>{onPhone ? [getApp, shopOnWeb] : [shopOnWeb, getApp]}</div>;
}

export type SharedItemTexts = Record<SharedItem['kind'], { intro: string; action: string }>;

/** The shared product, leaflet or page, when the address names a valid one. */
export function SharedItemLink({ texts }: { texts: SharedItemTexts }) {
  const item = useSharedItem();
  if (!item) return null;
  return (
    <section className={styles.shared} aria-labelledby="shared-item">
      <p id="shared-item">{texts[item.kind].intro}</p>
      <Link href={item.href} className={styles.sharedLink}>
        {texts[item.kind].action}
        <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </section>
  );
}

type ShareLanguageLinkProps = {
  /** The route the visitor is on ('/share' or '/app/share'). */
  pathname: string;
  locale: AppLocale;
  label: string;
};

/** The same share page in the other language, still naming the shared item. */
export function ShareLanguageLink({ pathname, locale, label }: ShareLanguageLinkProps) {
  const query = sharedItemQuery(useSharedItem());
  return (
    <Link
      href={{ pathname, query }}
      locale={locale}
      hrefLang={locale}
      lang={locale}
      className={styles.language}
    >
      {label}
    </Link>
  );
}
