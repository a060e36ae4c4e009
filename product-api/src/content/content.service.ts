import type { Language } from '../contract/catalogue';
import type { Banner } from '../contract/content';
import { ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { findBanners } from './content.repository';

/**
 * Banners of one placement (spec §7: category WEB, type ECOMMERCE for the web shop), in `order`,
 * in `language` where the banner has it (issue 30 item 8).
 */
export async function bannersFor(
  db: Database,
  placement: { category: string; type: string },
  language: Language,
): Promise<Result<Banner[]>> {
  return ok(await findBanners(db, placement, language));
}
