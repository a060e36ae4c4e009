/**
 * The shop's rules with a figure (spec §1, §5 and §9), each defined here once: the API prices
 * carts and refuses orders by them, its OpenAPI text quotes them, and the storefront's terms,
 * loyalty and delivery pages pass them to their texts as ICU arguments. Money in integer cents.
 *
 * 'Water pack' is the shop's word for what the spec calls a bundle (the catalogue's 'fardello'):
 * the wire keeps the spec's names (bundleCount, is_bundle, code 4038), the code says water pack.
 *
 * No zod here, so the storefront's first-load code can import it for nothing.
 */
export const SHOP_RULES = {
  /** Delivery fee of the modes that deliver to an address, while the net total is under the threshold. */
  deliveryFeeCents: 500,
  freeDeliveryFromCents: 7500,
  /** A second attempt after nobody answered at the door. */
  redeliveryFeeCents: 1000,
  /** The gift offer applies from this net total. */
  giftFromCents: 3300,
  maxWaterPacksPerOrder: 10,
  /** Water packs above this many cost a handling surcharge each. */
  waterPacksWithoutSurcharge: 4,
  waterPackSurchargeCents: 100,
  /** A card is pre-authorised for this much more on weighed goods, whose final weight may differ. */
  weighedPreAuthorisationPercent: 10,
  /** Per this much spent, free water packs and coupons. */
  rewardStepCents: 10000,
  freeWaterPacksPerStep: 1,
  couponsPerStep: 2,
  /** Age to receive an order (alcohol among the goods) and to hold a loyalty card. */
  minimumCustomerAge: 18,
  /** Age to open an account; the sign-up counts years, not birthdays. */
  minimumSignupAge: 16,
  returnWindowDays: 14,
  refundWithinDays: 14,
  loyaltyPointsPerEuro: 1,
  /** Every this many points buy one voucher; the rest wait for the next. */
  loyaltyVoucherPoints: 680,
  loyaltyVoucherCents: 500,
  /** Each of the couponsPerStep coupons a reward step issues takes this much off an order. */
  rewardDiscountCents: 200,
  /** How long a loyalty voucher, and a reward step's coupons, can be used after they are issued. */
  voucherValidDays: 180,
  rewardCouponValidDays: 90,
  /**
   * Malta's Beverage Container Refund Scheme: each single-use drink container carries this deposit
   * on top of its price, refunded when returned; never discounted by offers or coupons.
   */
  depositCentsPerContainer: 10,
} as const;
