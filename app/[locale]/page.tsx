import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BannerCarousel } from '@/components/catalogue/banner-carousel';
import { CategorySlider } from '@/components/catalogue/category-slider';
import { FeaturedProducts } from '@/components/catalogue/featured-products';
import { HomeNotice } from '@/components/content/home-notice';
import { Link } from '@/i18n/navigation';
import { toAppLocale } from '@/i18n/routing';
import { getCategories, getFeaturedProducts } from '@/lib/catalogue/catalogue-fetch';
import { getHomeBanners } from '@/lib/content/banners-fetch';
import { dataOrThrow } from '@/lib/api/fetch-envelope';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './home.module.css';

type HomeProps = { params: Promise<{ locale: string }> };

/** The shop's own title (no '| brand' suffix), canonical address and hreflang alternates. */
export async function generateMetadata({ params }: HomeProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const brand = config.brand.name;
  const title = t('titleDefault', { brand });
  const metadata = pageMetadata({ locale, path: '/', title, description: t('description', { brand }) });
  return { ...metadata, title: { absolute: title } };
}

/**
 * Home (spec §2): banners, category slider and the first page of featured products, all in the
 * server-rendered HTML (search engines and slow phones see a full page before any JavaScript).
 */
export default async function HomePage({ params }: HomeProps) {
  const { locale } = await params;
  const appLocale = toAppLocale(locale);
  setRequestLocale(appLocale);
  const t = await getTranslations('home');
  const [bannersResult, categoriesResult, featuredResult] = await Promise.all([
    getHomeBanners(appLocale),
    getCategories(appLocale),
    getFeaturedProducts(0, appLocale),
  ]);
  const banners = dataOrThrow(bannersResult, 'home banners');
  const categories = dataOrThrow(categoriesResult, 'home categories');
  const featured = dataOrThrow(featuredResult, 'featured products');

  return (
    <div className={`page-width ${styles.home}`}>
      <h1 className="visually-hidden">{t('heading', { brand: config.brand.name })}</h1>
      <HomeNotice />
      <BannerCarousel banners={banners} />

      <section aria-labelledby="home-categories" className={styles.section}>
        <CategorySlider
          categories={categories}
          heading={
            <h2 id="home-categories" className={styles.heading}>
              {t('categoriesHeading')}
            </h2>
          }
        />
      </section>

      <section aria-labelledby="home-featured" className={styles.section}>
        <h2 id="home-featured" className={styles.heading}>
          {t('featuredHeading')}
        </h2>
        {featured.data.length === 0 ? (
          <p className={styles.notice}>
            {t('noProducts')}{' '}
            <Link href={{ pathname: '/search', query: { onlyPromotions: 'true' } }}>{t('browseOffers')}</Link>
          </p>
        ) : (
          <FeaturedProducts firstPage={featured} />
        )}
      </section>
    </div>
  );
}
