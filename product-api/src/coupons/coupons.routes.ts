import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../catalogue/language';
import { productLanguageQuerySchema } from '../contract/catalogue';
import { couponListSchema, couponParamsSchema } from '../contract/coupons';
import { envelopeSchema, errorEnvelopeSchema, success, type Result } from '../contract/envelope';
import { SHOP_RULES } from '../contract/shop-rules';
import { toEnvelope } from '../http/envelope';
import { bearerAuth } from '../profiles/profiles.routes';
import { COUPON_NOT_FOUND_MESSAGE, activateCoupon, customerCoupons } from './coupons.service';

const tags = ['coupons'];
const BASE = '/cli/coupons';

const RULES =
  'Statuses: ISSUED (may be activated), ACTIVATED (taken off the next order), BURNT (that order ' +
  'completed), EXPIRED (past expiresAt). Every ' +
  `${SHOP_RULES.loyaltyVoucherPoints} points issue a VOUCHER of €${SHOP_RULES.loyaltyVoucherCents / 100}; ` +
  `every €${SHOP_RULES.rewardStepCents / 100} of completed orders one WATER coupon and ` +
  `${SHOP_RULES.couponsPerStep} DISCOUNT coupons of €${SHOP_RULES.rewardDiscountCents / 100}. ` +
  'Newest first; descriptions in ?lang or Accept-Language.';

/** A missing coupon and another customer's are the same 404; refusals (burnt, expired) are HTTP 200 with 4000. */
function answer<T>(reply: FastifyReply, result: Result<T>) {
  const notFound = !result.ok && result.message === COUPON_NOT_FOUND_MESSAGE;
  reply.code(notFound ? 404 : 200);
  return toEnvelope(result);
}

/**
 * The coupons of spec §7 for the signed-in customer (a staff token is refused). HTTP only: the rules
 * are in the services (README: Coupons and loyalty rewards).
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const now = () => app.deps.now?.() ?? new Date();
  const onRequest = [app.authenticate];
  const security = bearerAuth;
  const querystring = productLanguageQuerySchema;

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's coupons",
        description: RULES,
        security,
        querystring,
        response: { 200: envelopeSchema(couponListSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      success(
        await customerCoupons(
          db,
          request.userId,
          now(),
          languageOf(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Activates an issued coupon (empty body) and answers the whole list',
        description:
          'Activating an activated coupon changes nothing. A burnt or expired coupon is refused with ' +
          `4000 and its reason; a missing one, or another customer's, is a 404. ${RULES}`,
        security,
        params: couponParamsSchema,
        querystring,
        response: {
          200: envelopeSchema(couponListSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await activateCoupon(
          db,
          request.userId,
          request.params.id,
          now(),
          languageOf(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );
};
