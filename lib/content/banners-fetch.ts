import 'server-only';
import { bannerSchema } from '@shop/product-api/contract/content';
import type { Banner } from '@shop/product-api/contract/content';
import { z } from 'zod';
import { type ApiResult, fetchEnvelope } from '@/lib/api/fetch-envelope';

/** Home page banners of the web shop (spec §7: category WEB, type ECOMMERCE). */
export async function getHomeBanners(): Promise<ApiResult<Banner[]>> {
  return fetchEnvelope('/cli/cms/banners?category=WEB&type=ECOMMERCE', z.array(bannerSchema), 'catalogue');
}
