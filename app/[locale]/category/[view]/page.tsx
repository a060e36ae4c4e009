import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryBanner } from '@/components/catalogue/category-banner';
import styles from '@/components/catalogue/browse.module.css';
import { CategoryBrowser } from '@/components/catalogue/category-browser';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { toAppLocale } from '@/i18n/routing';
import { getProductPage } from '@/lib/catalogue/catalogue-fetch';
import { dataOrThrow } from '@/lib/api/fetch-envelope';
import { config } from '@/lib/config';
import { categorySearchOf } from '@/lib/catalogue/category-address';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import { loadCategoryScreen } from '../category-screen';

type CategoryPageProps = { params: Promise<{ locale: string; view: string }> };

/** Rendered on first request, then kept (lib/catalogue/category-address.ts: how /category?id= gets here). */
export function generateStaticParams(): { view: string }[] {
  return [];
}

/** The screen's state from the view segment; one that proxy.ts did not make is not found. */
async function viewOf(params: CategoryPageProps['params']) {
  const { locale, view } = await params;
  const search = categorySearchOf(view);
  if (!search) notFound();
  return { locale: toAppLocale(locale), search };
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const { locale, search } = await viewOf(params);
  const screen = await loadCategoryScreen(locale, search);
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
 * holds the whole state, which proxy.ts hands over as the view segment.
 */
export default async function CategoryPage({ params }: CategoryPageProps) {
  const { locale, search } = await viewOf(params);
  setRequestLocale(locale);
  const [screen, t] = await Promise.all([
    loadCategoryScreen(locale, search),
    getTranslations('categoryPage'),
  ]);
  const firstPage = dataOrThrow(
    await getProductPage(screen.filters, 0, 'catalogue', locale),
    'category products',
  );

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
      <CategoryBrowser
        tree={screen.tree}
        view={screen.view}
        tagLabel={screen.tagLabel}
        filters={screen.filters}
        firstPage={firstPage}
      />
    </div>
  );
}
