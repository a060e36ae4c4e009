import 'server-only';
import { bannerSchema } from '@shop/product-api/contract/content';
import type { Language } from '@shop/product-api/contract/catalogue';
import type { Banner } from '@shop/product-api/contract/content';
import { z } from 'zod';
import { type ApiResult, fetchEnvelope } from '@/lib/api/fetch-envelope';

/**
 * Home page banners of the web shop (spec §7: category WEB, type ECOMMERCE), their title and
 * pictures in the page's language where the banner has them (issue 30 item 8).
 */
export async function getHomeBanners(lang: Language): Promise<ApiResult<Banner[]>> {
  return fetchEnvelope(
    `/cli/cms/banners?category=WEB&type=ECOMMERCE&lang=${lang}`,
    z.array(bannerSchema),
    'catalogue',
  );
}
