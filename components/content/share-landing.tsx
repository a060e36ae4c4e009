import { ListChecks, Play, ShoppingBasket, Smartphone, Star, Tag, Truck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link, getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { ShopConfig } from '@/lib/config';
import { formatCents } from '@/lib/format';
import { BASE_PATH } from '@/lib/base-path';
import styles from './share-landing.module.css';
import { ShareActions, ShareLanguageLink, SharedItemLink, type SharedItemTexts } from './share-visit';

type ShareLandingProps = {
  locale: AppLocale;
  /** The route the visitor is on ('/share' or '/app/share'), for the language link. */
  pathname: string;
  shop: Pick<ShopConfig, 'brand' | 'apps'>;
};

const benefits = [
  { key: 'offers', Icon: Tag },
  { key: 'delivery', Icon: Truck },
  { key: 'lists', Icon: ListChecks },
  { key: 'loyalty', Icon: Star },
] as const;

/**
 * The landing page of shared links (spec §2 /share): the shop's logo and message, the shared
 * product, leaflet or page when the link names one, a way into the web shop and the app. Phones
 * get the app first (through the redirect page, which picks their store); computers get the web
 * shop first. Both store links always show, for devices the user agent does not reveal (iPadOS).
 *
 * Cached HTML, the same for every visit: the server draws it as for a computer, without a shared
 * item; the parts that depend on the visit (share-visit.tsx) read the device and the link in the
 * browser. The texts are handed to them, as the share messages stay on the server.
 */
export async function ShareLanding({ locale, pathname, shop }: ShareLandingProps) {
  const t = await getTranslations('share');
  const header = await getTranslations('header');
  const brand = shop.brand.name;
  // A route handler, not a page: a plain link (the client router cannot follow its redirect).
  const getAppHref = `${BASE_PATH}${getPathname({ href: '/get-app', locale })}`;
  const otherLocale: AppLocale = locale === 'it' ? 'en' : 'it';
  const sharedTexts: SharedItemTexts = {
    product: { intro: t('sharedProduct'), action: t('openProduct') },
    leaflet: { intro: t('sharedLeaflet'), action: t('openLeaflet') },
    page: { intro: t('sharedPage'), action: t('openPage') },
  };

  return (
    <div className={styles.backdrop}>
      <div className={styles.card}>
        <Link href="/" className={styles.logo} aria-label={header('home', { brand })}>
          <span className={styles.mark} aria-hidden="true">
            <ShoppingBasket size={28} />
          </span>
          <span className={styles.brand}>{brand}</span>
        </Link>

        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.lead}>{t('lead', { brand })}</p>

        <SharedItemLink texts={sharedTexts} />

        <ShareActions
          getAppHref={getAppHref}
          iosStore={shop.apps.ios}
          getAppLabel={t('getApp')}
          shopOnWebLabel={t('shopOnWeb')}
        />

        <section className={styles.stores} aria-labelledby="share-stores">
          <h2 id="share-stores" className={styles.subheading}>
            {t('storesHeading')}
          </h2>
          <p className={styles.hint}>{t('storesHint')}</p>
          <ul className={styles.badges}>
            <li>
              <a href={shop.apps.android} className={styles.badge}>
                <Play aria-hidden="true" size={24} />
                <span className={styles.badgeText}>
                  <span className={styles.badgeLead}>{t('googlePlayLead')}</span>{' '}
                  <span className={styles.badgeStore}>Google Play</span>
                </span>
              </a>
            </li>
            <li>
              <a href={shop.apps.ios} className={styles.badge}>
                <Smartphone aria-hidden="true" size={24} />
                <span className={styles.badgeText}>
                  <span className={styles.badgeLead}>{t('appStoreLead')}</span>{' '}
                  <span className={styles.badgeStore}>App Store</span>
                </span>
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="share-benefits">
          <h2 id="share-benefits" className={styles.subheading}>
            {t('benefitsHeading')}
          </h2>
          <ul className={styles.benefits}>
            {benefits.map(({ key, Icon }) => (
              <li key={key}>
                <Icon aria-hidden="true" size={20} className={styles.benefitIcon} />
                {t(`benefits.${key}`, { euro: formatCents(100, locale) })}
              </li>
            ))}
          </ul>
        </section>

        <ShareLanguageLink pathname={pathname} locale={otherLocale} label={t('otherLanguage')} />
      </div>
    </div>
  );
}
