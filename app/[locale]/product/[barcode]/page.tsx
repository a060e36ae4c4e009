import type { ProductDetail as Product } from '@shop/product-api/contract/catalogue';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FoodInformation } from '@/components/catalogue/food-info/food-information';
import { ProductDetail } from '@/components/catalogue/product-detail';
import { categoryTrail } from '@/components/catalogue/category-selection';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { type AppLocale, toAppLocale } from '@/i18n/routing';
import { getCategories } from '@/lib/catalogue/catalogue-fetch';
import { getProduct } from '@/lib/catalogue/product-fetch';
import { config } from '@/lib/config';
import { formatMoney } from '@/lib/format';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import { absoluteImage, productJsonLd, productPath } from '@/lib/seo/product-json-ld';
import styles from './product-page.module.css';

type PageProps = { params: Promise<{ locale: string; barcode: string }> };

/** Rendered on first request, then kept until the catalogue changes (README: Cached pages). */
export function generateStaticParams(): { barcode: string }[] {
  return [];
}

/**
 * The product, or the 404 page for a barcode no product has. Any other failure (the API down) is
 * an error, not a 404: the product may well exist, and search engines must not drop it.
 */
async function productOrNotFound(barcode: string, locale: AppLocale): Promise<Product> {
  const result = await getProduct(barcode, locale);
  if (result.ok) return result.data;
  if (result.code === ResponseCode.PRODUCT_NOT_FOUND) notFound();
  throw new Error(`product ${barcode}: ${result.message}`);
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, barcode } = await params;
  const appLocale = toAppLocale(locale);
  const t = await getTranslations({ locale: appLocale, namespace: 'productPage' });
  const result = await getProduct(barcode, appLocale);
  // The page answers 404 (Next then uses the layout's title and adds noindex) or the error page.
  if (!result.ok) return {};
  const product = result.data;
  const tProduct = await getTranslations({ locale: appLocale, namespace: 'product' });
  const units: Record<string, string> = {
    KG: tProduct('unitKg'),
    LT: tProduct('unitLitre'),
    PZ: tProduct('unitPiece'),
  };
  const unit = units[product.umPerUm.toUpperCase()] ?? product.umPerUm.toLowerCase();
  const facts = {
    name: product.description,
    price: formatMoney(product.netPrice, locale),
    pricePerUnit: `${formatMoney(product.pricePerUm, locale)} / ${unit}`,
    shop: config.brand.name,
  };
  return pageMetadata({
    locale: appLocale,
    path: productPath(product.barcode),
    title: product.brand ? `${product.description} – ${product.brand}` : product.description,
    description: product.brand
      ? t('metaDescriptionBranded', { ...facts, brand: product.brand })
      : t('metaDescription', facts),
    image: absoluteImage(product.imageUrl),
  });
}

/**
 * Product detail (spec §2 /product/{barcode}), rendered on the server from the barcode alone, so a
 * shared link or a search engine gets the full page, its price and its structured data in the HTML.
 */
export default async function ProductPage({ params }: PageProps) {
  const { locale, barcode } = await params;
  const appLocale = toAppLocale(locale);
  setRequestLocale(appLocale);
  const [product, categories, t] = await Promise.all([
    productOrNotFound(barcode, appLocale),
    getCategories(appLocale),
    getTranslations('productPage'),
  ]);
  if (!categories.ok) console.error(`product page categories: ${categories.message}`);
  const trail = categories.ok ? categoryTrail(categories.data, product.categoryId) : [];

  const steps: Crumb[] = [
    { name: t('home'), path: '/' },
    ...trail.map((c) => ({ name: c.description, path: `/category?id=${c.id}` })),
  ];
  // The client component gets the product without its label texts: they would ride in the page's
  // payload a second time, and the server component below renders them.
  const { foodInfo, ...summary } = product;
  const crumbs = [
    ...steps.map((step) => ({ name: step.name, url: absoluteUrl(appLocale, step.path) })),
    { name: product.description, url: absoluteUrl(appLocale, productPath(product.barcode)) },
  ];

  return (
    <div className={`page-width ${styles.page}`}>
      <JsonLd data={productJsonLd(product, appLocale)} />
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs label={t('breadcrumb')} steps={steps} current={product.description} />
      <ProductDetail product={summary} />
      <FoodInformation info={foodInfo} />
    </div>
  );
}
