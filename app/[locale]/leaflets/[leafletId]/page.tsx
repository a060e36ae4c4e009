import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LeafletBackLink } from '@/components/content/leaflet-back-link';
import { LeafletCarousel } from '@/components/content/leaflet-carousel';
import { LeafletPdf } from '@/components/content/leaflet-pdf';
import { DAY_FORMAT, LeafletValidity, dayOf } from '@/components/content/leaflet-validity';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { toAppLocale } from '@/i18n/routing';
import { getLeaflet } from '@/lib/content/leaflets-fetch';
import { config } from '@/lib/config';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../leaflets.module.css';

type PageProps = { params: Promise<{ locale: string; leafletId: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale: raw, leafletId } = await params;
  const locale = toAppLocale(raw);
  const leaflet = await getLeaflet(leafletId, locale);
  if (!leaflet.ok) return {};
  const t = await getTranslations({ locale, namespace: 'leaflets' });
  const format = await getFormatter({ locale });
  const { title, validFrom, validTo } = leaflet.data;
  const validity =
    validFrom && validTo
      ? t('validRange', { range: format.dateTimeRange(dayOf(validFrom), dayOf(validTo), DAY_FORMAT) })
      : t('title');
  return pageMetadata({
    locale,
    path: `/leaflets/${leaflet.data.id}`,
    title,
    description: t('leafletDescription', { title, brand: config.brand.name, validity }),
    image: leaflet.data.coverImage,
  });
}

/** Rendered on first request, then kept until the catalogue changes (README: Cached pages). */
export function generateStaticParams(): { leafletId: string }[] {
  return [];
}

/**
 * A leaflet (spec §2): its PDF in a frame when it has a PDF link, otherwise its title and its
 * pages in a carousel, the products drawn on them sold from the page; a go-back button either way. An unknown id is the shop's 404 page.
 */
export default async function LeafletPage({ params }: PageProps) {
  const { locale: raw, leafletId } = await params;
  const locale = toAppLocale(raw);
  setRequestLocale(locale);
  const lookup = await getLeaflet(leafletId, locale);
  if (!lookup.ok && lookup.missing) notFound();
  if (!lookup.ok) throw new Error(`leaflet ${leafletId}: ${lookup.message}`);
  const leaflet = lookup.data;
  const t = await getTranslations('leaflets');
  const pages = leaflet.images.length > 0 ? leaflet.images : [leaflet.coverImage];

  return (
    <div className={`page-width ${styles.page}`}>
      <JsonLd
        data={breadcrumbList([
          { name: config.brand.name, url: absoluteUrl(locale, '/') },
          { name: t('title'), url: absoluteUrl(locale, '/leaflets') },
          { name: leaflet.title, url: absoluteUrl(locale, `/leaflets/${leaflet.id}`) },
        ])}
      />
      <div className={styles.top}>
        <LeafletBackLink label={t('back')} />
        <header className={styles.header}>
          <h1 className={styles.title}>{leaflet.title}</h1>
          <LeafletValidity leaflet={leaflet} className={styles.validity} />
        </header>
      </div>
      {leaflet.pdfLink ? (
        <LeafletPdf title={leaflet.title} pdfLink={leaflet.pdfLink} coverImage={leaflet.coverImage} />
      ) : (
        <LeafletCarousel title={leaflet.title} images={pages} hotspots={leaflet.hotspots} />
      )}
    </div>
  );
}
