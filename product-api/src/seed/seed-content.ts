import type { Database } from '../db/client';
import { banners, media } from '../db/schema';
import { BANNERS, type BannerLink } from './banners-data';
import { bannerDesktopSvg, bannerMobileSvg, SVG_CONTENT_TYPE } from './images';
import { seedLeaflets } from './leaflets-seed';

export type ContentCounts = { banners: number; leaflets: number; media: number };

function linkOf(link: BannerLink, categoryIdByKey: Map<string, number>): string | null {
  if (!link) return null;
  if (link.kind === 'promotions') return '/search?onlyPromotions=true';
  const id = categoryIdByKey.get(link.key);
  if (id === undefined) throw new Error(`Banner links to the unknown category ${link.key}`);
  return `/category?id=${id}`;
}

/**
 * The home page banners, each with a desktop (1600 x 400) and a mobile (800 x 600) picture in
 * English and in Italian, and the leaflets, valid around `today`.
 */
export async function seedContent(
  db: Database,
  categoryIdByKey: Map<string, number>,
  today: Date = new Date(),
): Promise<ContentCounts> {
  const rows = BANNERS.map((banner, index) => {
    const n = index + 1;
    // The Italian pictures carry the Italian words over the same colours and shape.
    const italianArt = { ...banner.art, ...banner.italian };
    return {
      banner: {
        title: banner.art.title,
        imageUrl: `/app/media/banners/${n}-desktop.svg`,
        imageApp: `/app/media/banners/${n}-mobile.svg`,
        titleIt: banner.italian.title,
        imageUrlIt: `/app/media/banners/${n}-desktop-it.svg`,
        imageAppIt: `/app/media/banners/${n}-mobile-it.svg`,
        link: linkOf(banner.link, categoryIdByKey),
        category: 'WEB',
        type: 'ECOMMERCE',
        order: n,
      },
      images: [
        {
          path: `banners/${n}-desktop.svg`,
          contentType: SVG_CONTENT_TYPE,
          body: bannerDesktopSvg(banner.art),
        },
        { path: `banners/${n}-mobile.svg`, contentType: SVG_CONTENT_TYPE, body: bannerMobileSvg(banner.art) },
        {
          path: `banners/${n}-desktop-it.svg`,
          contentType: SVG_CONTENT_TYPE,
          body: bannerDesktopSvg(italianArt),
        },
        {
          path: `banners/${n}-mobile-it.svg`,
          contentType: SVG_CONTENT_TYPE,
          body: bannerMobileSvg(italianArt),
        },
      ],
    };
  });
  await db.insert(banners).values(rows.map((r) => r.banner));
  const images = rows.flatMap((r) => r.images);
  await db.insert(media).values(images);
  const leaflets = await seedLeaflets(db, categoryIdByKey, today);
  return { banners: rows.length, leaflets: leaflets.leaflets, media: images.length + leaflets.media };
}
