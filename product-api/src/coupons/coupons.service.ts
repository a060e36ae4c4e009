import type { Language } from '../contract/catalogue';
import type { Coupon } from '../contract/coupons';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import { euroOf } from '../contract/money';
import type { Database } from '../db/client';
import { couponKindOf, couponStatusAt } from './coupon-rules';
import {
  activateIssuedCoupon,
  findCustomerCoupon,
  findCustomerCoupons,
  type CouponRow,
} from './coupons.repository';

/**
 * The coupons page's calls (spec §7: GET /cli/coupons, POST /cli/coupons/{id}; README: Coupons and
 * loyalty rewards). A missing coupon and another customer's are the same not-found (architecture,
 * The API contract: never leak that it exists).
 */

export const COUPON_NOT_FOUND_MESSAGE = 'Coupon not found';
export const COUPON_USED_MESSAGE = 'This coupon has already been used';
export const COUPON_EXPIRED_MESSAGE = 'This coupon has expired';

/** A row as the wire's Coupon, described in `language`. */
export function couponViewOf(row: CouponRow, now: Date, language: Language): Coupon {
  const kind = couponKindOf(row.kind);
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    description: language === 'it' ? row.descriptionIt : row.descriptionEn,
    status: couponStatusAt(row, now),
    kind,
    discount: kind === 'WATER' ? 0 : euroOf(row.valueCents),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function customerCoupons(
  db: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<Coupon[]> {
  const rows = await findCustomerCoupons(db, userId);
  return rows.map((row) => couponViewOf(row, now, language));
}

/**
 * Activates an issued coupon and answers the whole list (spec §4: the page replaces its list with
 * the answer). Activating one already activated changes nothing and answers the list, so a double
 * click is harmless; a burnt or expired coupon is refused with its reason.
 */
export async function activateCoupon(
  db: Database,
  userId: number,
  couponId: number,
  now: Date,
  language: Language,
): Promise<Result<Coupon[]>> {
  if (!(await activateIssuedCoupon(db, userId, couponId, now))) {
    const coupon = await findCustomerCoupon(db, userId, couponId);
    if (!coupon) return fail(ResponseCode.GENERIC_ERROR, COUPON_NOT_FOUND_MESSAGE);
    const status = couponStatusAt(coupon, now);
    if (status === 'BURNT') return fail(ResponseCode.GENERIC_ERROR, COUPON_USED_MESSAGE);
    if (status === 'EXPIRED') return fail(ResponseCode.GENERIC_ERROR, COUPON_EXPIRED_MESSAGE);
  }
  return ok(await customerCoupons(db, userId, now, language));
}
