import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, leafletHotspots, leaflets, media, products } from '../db/schema';
import { validityText, type LeafletPage, type LeafletProduct } from './leaflets-content';
import { LEAFLETS, type LeafletPageSeed, type LeafletSeed } from './leaflets-data';
import { leafletCoverSvg, leafletPageSvg, TILES_PER_PAGE, tileRect } from './leaflets-images';
import { leafletPdf, PDF_PRODUCTS_PER_PAGE } from './leaflets-pdf';
import { SVG_CONTENT_TYPE } from './images';

export type LeafletCounts = { leaflets: number; media: number; hotspots: number };

const MEDIA_PREFIX = '/app/media/';

type CatalogueRow = {
  id: number;
  description: string;
  brand: string | null;
  priceCents: number;
  netPriceCents: number;
  promotionType: string | null;
  promotionValue: number | null;
  promotionQuantity: number | null;
  promotionDescription: string | null;
  um: string;
  tags: string[];
  available: boolean;
  featuredRank: number | null;
  imageUrl: string | null;
  mainKey: string | undefined;
};

/**
 * What one item costs on offer: the net price, or a multi-buy's price shared by its items ('2 for
 * €1.50': 75 cents), whose net price stays the list price.
 */
function offerItemCents(p: CatalogueRow): number {
  const { promotionType, promotionValue, promotionQuantity } = p;
  if (
    promotionType === 'MULTI_BUY' &&
    promotionValue !== null &&
    promotionQuantity !== null &&
    promotionQuantity > 0
  )
    return Math.min(p.netPriceCents, (promotionValue * 100) / promotionQuantity);
  return p.netPriceCents;
}

const onOffer = (p: CatalogueRow) => offerItemCents(p) < p.priceCents;
const discountOf = (p: CatalogueRow) => (p.priceCents - offerItemCents(p)) / p.priceCents;

/** Offers first (the deepest first), then featured products, then the aisle order. */
function leafletOrder(a: CatalogueRow, b: CatalogueRow): number {
  return (
    discountOf(b) - discountOf(a) ||
    (a.featuredRank ?? Number.MAX_SAFE_INTEGER) - (b.featuredRank ?? Number.MAX_SAFE_INTEGER) ||
    a.id - b.id
  );
}

function pick(rows: CatalogueRow[], page: LeafletPageSeed, count: number, used: Set<number>): CatalogueRow[] {
  return rows
    .filter(
      (p) =>
        p.available &&
        !used.has(p.id) &&
        (!page.mains || (p.mainKey !== undefined && page.mains.includes(p.mainKey))) &&
        (!page.tag || p.tags.includes(page.tag)) &&
        (!page.promotedOnly || onOffer(p)),
    )
    .sort(leafletOrder)
    .slice(0, count);
}

/** The catalogue as leaflets need it: every product with its main category's key. */
async function catalogueRows(db: Database, categoryIdByKey: Map<string, number>): Promise<CatalogueRow[]> {
  const keyById = new Map([...categoryIdByKey].map(([key, id]) => [id, key]));
  const parents = new Map(
    (await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)).map((c) => [
      c.id,
      c.parentId ?? c.id,
    ]),
  );
  const rows = await db
    .select({
      id: products.id,
      description: products.description,
      brand: products.brand,
      priceCents: products.priceCents,
      netPriceCents: products.netPriceCents,
      promotionType: products.promotionType,
      promotionValue: products.promotionValue,
      promotionQuantity: products.promotionQuantity,
      promotionDescription: products.promotionDescription,
      um: products.um,
      tags: products.tags,
      available: products.available,
      featuredRank: products.featuredRank,
      imageUrl: products.imageUrl,
      categoryId: products.categoryId,
    })
    .from(products);
  return rows.map(({ categoryId, ...p }) => ({ ...p, mainKey: keyById.get(parents.get(categoryId) ?? -1) }));
}

/** Fills the leaflet's sections with products, none twice; an empty section is a data mistake. */
async function sectionsOf(
  db: Database,
  leaflet: LeafletSeed,
  rows: CatalogueRow[],
  perPage: number,
): Promise<(LeafletPage & { productIds: number[] })[]> {
  const used = new Set<number>();
  const chosen = leaflet.pages.map((page) => {
    const picked = pick(rows, page, perPage, used);
    if (picked.length < 2) throw new Error(`Leaflet ${leaflet.slug}: too few products for "${page.heading}"`);
    picked.forEach((p) => used.add(p.id));
    return { heading: page.heading, picked };
  });
  const imagePaths = chosen.flatMap((c) => c.picked.map((p) => p.imageUrl?.replace(MEDIA_PREFIX, '') ?? ''));
  const images = new Map(
    (
      await db
        .select({ path: media.path, body: media.body })
        .from(media)
        .where(inArray(media.path, imagePaths))
    ).map((m) => [m.path, m.body]),
  );
  return chosen.map(({ heading, picked }) => ({
    heading,
    productIds: picked.map((p) => p.id),
    products: picked.map((p): LeafletProduct => ({
      name: p.description,
      brand: p.brand,
      priceCents: p.netPriceCents,
      listPriceCents: p.netPriceCents < p.priceCents ? p.priceCents : null,
      // A multi-buy prints its own words ('2 for €1.50') next to the list price.
      promotion: onOffer(p) ? p.promotionDescription : null,
      perKg: p.um === 'KG',
      imageSvg: images.get(p.imageUrl?.replace(MEDIA_PREFIX, '') ?? '') ?? null,
    })),
  }));
}

/**
 * The demo leaflets (leaflets-data.ts) with their files in the media table: a cover for each,
 * the PDF of a PDF leaflet (base64, see media.encoding), the page pictures of an image leaflet.
 * Runs after the catalogue, whose products and prices the leaflets print.
 */
export async function seedLeaflets(
  db: Database,
  categoryIdByKey: Map<string, number>,
  today: Date,
): Promise<LeafletCounts> {
  const rows = await catalogueRows(db, categoryIdByKey);
  const files: (typeof media.$inferInsert)[] = [];
  const values: (typeof leaflets.$inferInsert)[] = [];
  // The products drawn on each picture page, by the leaflet's place in `values`: its hotspots.
  const drawn = new Map<number, number[][]>();
  for (const [index, leaflet] of LEAFLETS.entries()) {
    const validity = leaflet.validity(today);
    const text = validityText(validity.from, validity.to);
    const dir = `leaflets/${leaflet.slug}`;
    const italianCover = { ...leaflet, title: leaflet.titleIt, subtitle: leaflet.subtitleIt };
    files.push(
      { path: `${dir}/cover.svg`, contentType: SVG_CONTENT_TYPE, body: leafletCoverSvg(leaflet, text) },
      {
        path: `${dir}/cover-it.svg`,
        contentType: SVG_CONTENT_TYPE,
        body: leafletCoverSvg(italianCover, validityText(validity.from, validity.to, 'it')),
      },
    );
    const perPage = leaflet.kind === 'pdf' ? PDF_PRODUCTS_PER_PAGE : TILES_PER_PAGE;
    const sections = await sectionsOf(db, leaflet, rows, perPage);
    let pdfLink: string | null = null;
    let images: string[] = [];
    if (leaflet.kind === 'pdf') {
      const pdf = await leafletPdf(leaflet, sections, { text, from: validity.from });
      files.push({
        path: `${dir}/${leaflet.slug}.pdf`,
        contentType: 'application/pdf',
        body: Buffer.from(pdf).toString('base64'),
        encoding: 'base64',
      });
      pdfLink = `${MEDIA_PREFIX}${dir}/${leaflet.slug}.pdf`;
    } else {
      drawn.set(
        values.length,
        sections.map((section) => section.productIds),
      );
      images = sections.map((section, i) => {
        const path = `${dir}/page-${i + 1}.svg`;
        files.push({
          path,
          contentType: SVG_CONTENT_TYPE,
          body: leafletPageSvg(leaflet, section, i + 1, sections.length),
        });
        return `${MEDIA_PREFIX}${path}`;
      });
    }
    values.push({
      title: leaflet.title,
      titleIt: leaflet.titleIt,
      coverImage: `${MEDIA_PREFIX}${dir}/cover.svg`,
      coverImageIt: `${MEDIA_PREFIX}${dir}/cover-it.svg`,
      pdfLink,
      images,
      validFrom: validity.from,
      validTo: validity.to,
      order: index + 1,
    });
  }
  const ids = await db.insert(leaflets).values(values).returning({ id: leaflets.id });
  await db.insert(media).values(files);
  // A hotspot exactly over each product the pages drew, so a tap on it sells that product.
  const hotspots = [...drawn].flatMap(([place, pages]) => {
    const leafletId = ids[place]?.id;
    if (leafletId === undefined) throw new Error(`Leaflet ${place} was not inserted`);
    return pages.flatMap((productIds, page) =>
      productIds.map((productId, i) => ({ leafletId, page, productId, ...tileRect(i) })),
    );
  });
  if (hotspots.length > 0) await db.insert(leafletHotspots).values(hotspots);
  return { leaflets: values.length, media: files.length, hotspots: hotspots.length };
}
