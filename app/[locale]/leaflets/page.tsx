import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LeafletGrid } from '@/components/content/leaflet-grid';
import { leafletShelves } from '@/components/content/leaflet-shelves';
import { Link } from '@/i18n/navigation';
import { toAppLocale } from '@/i18n/routing';
import { getLeaflets } from '@/lib/content/leaflets-fetch';
import { dataOrThrow } from '@/lib/api/fetch-envelope';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './leaflets.module.css';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'leaflets' });
  return pageMetadata({
    locale,
    path: '/leaflets',
    title: t('title'),
    description: t('metaDescription', { brand: config.brand.name }),
  });
}

/**
 * The leaflet grid (spec §2), rendered on the server: the current leaflets, then those that start
 * later under 'Coming soon'. The page is kept at most an hour (the catalogue fetches' backstop),
 * so a leaflet moves up within an hour of Malta's midnight.
 */
export default async function LeafletsPage({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('leaflets');
  const { current, upcoming } = leafletShelves(
    dataOrThrow(await getLeaflets(locale), 'leaflets'),
    new Date(),
  );

  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {current.length === 0 ? (
        <p className={styles.notice}>
          {t('empty')}{' '}
          <Link href={{ pathname: '/search', query: { onlyPromotions: 'true' } }}>{t('browseOffers')}</Link>
        </p>
      ) : (
        <LeafletGrid leaflets={current} />
      )}
      {upcoming.length > 0 ? (
        <section className={styles.upcoming} aria-labelledby="upcoming-leaflets">
          <h2 id="upcoming-leaflets" className={styles.subtitle}>
            {t('upcoming')}
          </h2>
          <LeafletGrid leaflets={upcoming} belowTheFold />
        </section>
      ) : null}
    </div>
  );
}
