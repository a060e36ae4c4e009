import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AttemptLimit } from '../auth/attempt-limit';
import { attemptLimitRulesOf } from '../auth/attempt-limit-rules';
import { CAPTCHA_TOKEN_HEADER, contactMessageSchema } from '../contract/contact';
import { emptyEnvelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { captchaTokenOf, shopperAddressOf } from '../http/captcha-proof';
import { toEnvelope } from '../http/envelope';
import { limitPerAddress } from '../http/too-many-attempts';
import { hcaptchaVerifier } from './captcha-verifier';
import { sendContactMessage, type ContactDeps } from './contact.service';

/** The contact form of spec §2 and §7. HTTP only: the rules live in the service. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.deps;
  const deps: ContactDeps = {
    db,
    supportEmail: config.SUPPORT_EMAIL,
    now: now ?? (() => new Date()),
    verifyCaptcha: hcaptchaVerifier({
      secret: config.HCAPTCHA_SECRET,
      verifyUrl: config.HCAPTCHA_VERIFY_URL,
      log: app.log,
    }),
  };

  const { contactByAddress } = attemptLimitRulesOf(config);

  routes.post(
    '/cli/contact/us',
    {
      // Counted before the captcha is verified and anything stored or mailed.
      preHandler: limitPerAddress(new AttemptLimit(db, now), contactByAddress, config.BFF_SECRET),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to customer support',
        description:
          `The hCaptcha widget's token goes in the \`${CAPTCHA_TOKEN_HEADER}\` header. A missing or ` +
          "refused token answers HTTP 200 with code 4000 'Human verification failed'; when the " +
          "verification service cannot be reached, code 4000 'Human verification is not available, " +
          "please try again'. On success the message is stored and mailed to the support address. At most " +
          'CONTACT_LIMIT_PER_HOUR messages per client address: past it, HTTP 429 with Retry-After and code 4000.',
        body: contactMessageSchema,
        response: { 200: emptyEnvelopeSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) =>
      toEnvelope(
        await sendContactMessage(deps, request.body, {
          token: captchaTokenOf(request),
          remoteIp: shopperAddressOf(request, config.BFF_SECRET),
        }),
      ),
  );
}
