import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginThrottle } from '../auth/login-throttle';
import { loginThrottleRulesOf } from '../auth/login-throttle-rules';
import type { StaffClaims } from '../auth/staff-tokens';
import { hcaptchaVerifier } from '../contact/captcha-verifier';
import { CAPTCHA_TOKEN_HEADER } from '../contract/contact';
import { emptyEnvelopeSchema, envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import {
  staffLoginResultSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffOrderIdParamsSchema,
  staffOrderSummarySchema,
  staffOrdersQuerySchema,
  staffOrdersSchema,
} from '../contract/staff';
import { loginOriginOf } from '../http/captcha-proof';
import { answerTooManyAttempts } from '../http/too-many-attempts';
import { toEnvelope } from '../http/envelope';
import { STAFF_THROTTLE_SCOPE, staffLogin, staffLogout } from './staff-auth.service';
import { currentStaffMember, staffOrderSummary, staffOrdersOverview } from './staff.service';

const tags = ['staff'];
const security = [{ staffBearerAuth: [] }];
const refusedSession = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** A staff member's answers are theirs alone and change as orders move: never kept by any cache. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

const loginEnvelopeSchema = envelopeSchema(staffLoginResultSchema).extend({
  fields: errorEnvelopeSchema.shape.fields,
});

/**
 * The staff's calls (issue 29; architecture: Staff and their tokens). Only a staff token passes
 * them (app.authenticateStaff); a customer's is 403. HTTP only: the rules are in the services.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.deps;
  const clock = now ?? (() => new Date());
  const loginDeps = {
    db,
    signToken: (claims: StaffClaims) => app.jwt.sign(claims),
    tokenTtlSeconds: config.JWT_TTL_SECONDS,
    throttle: new LoginThrottle(db, loginThrottleRulesOf(config), now, STAFF_THROTTLE_SCOPE),
    verifyCaptcha: hcaptchaVerifier({
      secret: config.HCAPTCHA_SECRET,
      verifyUrl: config.HCAPTCHA_VERIFY_URL,
      log: app.log,
    }),
  };
  const onRequest = [app.authenticateStaff];

  routes.post(
    '/ops/auth/login',
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Staff sign-in with e-mail and password; returns the member and a staff token',
        description:
          "The limits of the customers' login, counted apart: past LOGIN_ACCOUNT_CAPTCHA_AFTER " +
          `failures a sign-in needs a solved hCaptcha in the \`${CAPTCHA_TOKEN_HEADER}\` header ` +
          '(code 4000, `fields` naming humanCheck); too many failures of the account from one ' +
          'address, or sign-ins from one address, answer 429 with Retry-After.',
        body: staffLoginSchema,
        response: { 200: loginEnvelopeSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await staffLogin(loginDeps, request.body, loginOriginOf(request, config.BFF_SECRET));
      if (!outcome.throttled) return toEnvelope(outcome.result);
      // 429 with Retry-After (the storefront translates by the status); see README: Login limits.
      return answerTooManyAttempts(reply, outcome);
    },
  );

  routes.post(
    '/ops/auth/logout',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Staff sign-out: the token is revoked on the server',
        security,
        response: { 200: emptyEnvelopeSchema, ...refusedSession },
      },
    },
    async (request) => toEnvelope(await staffLogout(db, request.tokenId)),
  );

  routes.get(
    '/ops/me',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: 'The signed-in staff member, their role and stores',
        security,
        response: { 200: envelopeSchema(staffMemberSchema), ...refusedSession },
      },
    },
    async (request) => toEnvelope(await currentStaffMember(db, request.staffId)),
  );

  routes.get(
    '/ops/orders',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: "Today's or tomorrow's orders of the member's stores, grouped by slot",
        description: 'A picker sees the stores they are bound to, a manager every store. Read only.',
        security,
        querystring: staffOrdersQuerySchema,
        response: { 200: envelopeSchema(staffOrdersSchema), 400: errorEnvelopeSchema, ...refusedSession },
      },
    },
    async (request) => toEnvelope(await staffOrdersOverview(db, request.staffId, request.query, clock())),
  );

  routes.get(
    '/ops/orders/:id',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: "One order's summary, when it is of the member's stores",
        description: "Another store's order answers 404, like an order that does not exist.",
        security,
        params: staffOrderIdParamsSchema,
        response: {
          200: envelopeSchema(staffOrderSummarySchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...refusedSession,
        },
      },
    },
    async (request, reply) => {
      const result = await staffOrderSummary(db, request.staffId, request.params.id);
      if (!result.ok) reply.code(404);
      return toEnvelope(result);
    },
  );
}
