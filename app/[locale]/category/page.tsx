import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryBanner } from '@/components/catalogue/category-banner';
import styles from '@/components/catalogue/browse.module.css';
import { CategoryBrowser } from '@/components/catalogue/category-browser';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { toAppLocale } from '@/i18n/routing';
import { getProductPage } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import type { RawSearchParams } from '@/lib/queries/products-params';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import { loadCategoryScreen } from './category-screen';

type CategoryPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params, searchParams }: CategoryPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const screen = await loadCategoryScreen(locale, await searchParams);
  const t = await getTranslations({ locale, namespace: 'categoryPage' });
  const brand = config.brand.name;
  const name = screen.sub?.description ?? screen.main?.description ?? null;
  const image = screen.sub?.imageUrl ?? screen.main?.imageUrl ?? null;
  const description = name
    ? t('categoryDescription', { name: screen.title, brand })
    : screen.tagLabel
      ? t('tagDescription', { tag: screen.tagLabel, brand })
      : t('allProductsDescription', { brand });
  return pageMetadata({
    locale,
    path: screen.canonicalPath,
    title: screen.title,
    description,
    ...(image ? { image } : {}),
  });
}

/**
 * Category screen (spec §2): banner, side tree, 'only promotions', endless grid. The first page
 * of products is in the server-rendered HTML; the address (?id=, &tag=, &onlyPromotions=true)
 * holds the whole state.
 */
export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [screen, t] = await Promise.all([
    loadCategoryScreen(locale, await searchParams),
    getTranslations('categoryPage'),
  ]);
  const firstPage = await getProductPage(screen.filters, 0);
  if (!firstPage.ok) console.error(`category page: ${firstPage.message}`);

  const steps: Crumb[] = [{ name: t('home'), path: '/' }];
  if (screen.main && screen.sub) {
    steps.push({ name: screen.main.description, path: `/category?id=${screen.main.id}` });
  }
  const crumbs = [
    ...steps.map((step) => ({ name: step.name, url: absoluteUrl(locale, step.path) })),
    { name: screen.title, url: absoluteUrl(locale, screen.canonicalPath) },
  ];

  return (
    <div className={`page-width ${styles.page}`}>
      <JsonLd data={breadcrumbList(crumbs)} />
      <CategoryBanner
        title={screen.title}
        imageUrl={screen.sub?.imageUrl ?? screen.main?.imageUrl ?? null}
        breadcrumb={<Breadcrumbs label={t('breadcrumb')} steps={steps} current={screen.title} />}
      />
      {firstPage.ok ? (
        <CategoryBrowser
          tree={screen.tree}
          view={screen.view}
          tagLabel={screen.tagLabel}
          filters={screen.filters}
          firstPage={firstPage.data}
        />
      ) : (
        <p className={styles.notice} role="alert">
          {t('unavailable')}
        </p>
      )}
    </div>
  );
}
