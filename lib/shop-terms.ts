/**
 * The figures of spec §1 that the terms, loyalty and delivery pages quote. Kept in one place so
 * every page says the same; amounts in integer cents (architecture, Code conventions: money in
 * cents).
 */
export const shopTerms = {
  deliveryFeeCents: 500,
  freeDeliveryFromCents: 7500,
  redeliveryFeeCents: 1000,
  maxWaterPacksPerOrder: 10,
  /** Spec §5: water packs ('fardelli') above this many cost an extra handling charge each. */
  waterPacksWithoutSurcharge: 4,
  waterPackSurchargeCents: 100,
  /** Per this much spent, one free water pack and the coupons below. */
  rewardStepCents: 10000,
  freeWaterPacksPerStep: 1,
  couponsPerStep: 2,
  minimumCustomerAge: 18,
  returnWindowDays: 14,
  refundWithinDays: 14,
  loyaltyPointsPerEuro: 1,
  loyaltyVoucherPoints: 680,
  loyaltyVoucherCents: 500,
  /** Spec §9: privacy requests answered within one month. */
  privacyResponseMonths: 1,
} as const;
