import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSecret } from '../auth/client-address';
import { ResponseCode, failure, success } from '../contract/envelope';
import { latestOutboxMails } from './mail-outbox.repository';
import { MAIL_MAX_ATTEMPTS, MailSender } from './mail-sender';
import { toOutboxEntry } from './outbox-listing';
import { smtpTransport } from './smtp-transport';

/** The header `npm run mail:outbox` proves itself with: the BFF_SECRET both servers share. */
export const OUTBOX_KEY_HEADER = 'x-shop-proxy-key';
export const OUTBOX_ROUTE = '/internal/mail/outbox';
const MAX_LISTED = 100;

/**
 * The e-mail outbox in the API process. With SMTP_URL a sender job polls the outbox every
 * MAIL_POLL_MS from the moment the app is ready and stops (after the mail in hand) when it closes;
 * without it mails stay in the outbox. Also serves the outbox to `npm run mail:outbox`, which
 * cannot open an embedded database the running API holds (architecture, Traps of the toolchain:
 * PGlite does not lock its data folder).
 */
export async function registerMail(app: FastifyInstance): Promise<void> {
  const { config, db, now } = app.deps;
  if (config.SMTP_URL) {
    const transport = smtpTransport(config.SMTP_URL, config.MAIL_FROM);
    const sender = new MailSender(db, transport, { now, log: app.log });
    app.addHook('onReady', async () => sender.start(config.MAIL_POLL_MS));
    app.addHook('onClose', async () => {
      await sender.stop();
      transport.close();
    });
  }

  // Mails hold password reset links, so only a caller on this host that knows BFF_SECRET may read
  // them; anyone else gets the 404 of a route that does not exist, before the query is even read.
  // Not in the OpenAPI document.
  app.withTypeProvider<ZodTypeProvider>().get(
    OUTBOX_ROUTE,
    {
      onRequest: async (request, reply) => {
        if (config.BFF_SECRET && fromThisHost(request) && keyMatches(request, config.BFF_SECRET)) return;
        return reply.code(404).send(failure(ResponseCode.GENERIC_ERROR, 'Not found'));
      },
      schema: {
        hide: true,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(MAX_LISTED).default(10) }),
      },
    },
    async (request) => {
      const rows = await latestOutboxMails(db, request.query.limit);
      return success(rows.map((row) => toOutboxEntry(row, MAIL_MAX_ATTEMPTS)));
    },
  );
}

function fromThisHost(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || /^(::ffff:)?127\./.test(peer);
}

function keyMatches(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[OUTBOX_KEY_HEADER];
  return typeof given === 'string' && sameSecret(given, secret);
}
