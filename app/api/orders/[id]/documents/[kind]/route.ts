import { orderDocumentKindSchema } from '@shop/product-api/contract/documents';
import { fetchProductApiFile } from '@/lib/bff/product-api-file';
import { refusalResponse } from '@/lib/bff/relayed-answer';
import { NO_STORE, notFoundResponse, refuseMethodsOtherThan, unreachableResponse } from '@/lib/bff/responses';
import { SESSION_ENDED_HEADER, SESSION_ENDED_VALUE } from '@/lib/queries/session-signal';
import { getSession } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; kind: string }> };

/**
 * A receipt or VAT invoice of the signed-in customer's order as a PDF (docs/order-lifecycle.md,
 * Receipts and VAT invoices). The proxy of /app/api/** passes only JSON envelopes, so this route
 * passes the file's bytes unchanged, with its content type and file name, never cached; a refusal
 * (another customer's order, a document not issued) comes back as the API's envelope.
 */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const { id, kind } = await context.params;
  const parsedKind = orderDocumentKindSchema.safeParse(kind);
  if (!/^\d{1,9}$/.test(id) || !parsedKind.success) return notFoundResponse();

  const session = await getSession();
  const answer = await fetchProductApiFile(
    `ecommerce/orders/${id}/documents/${parsedKind.data}`,
    session.jwt,
  );
  if (!answer.reached) return unreachableResponse();
  if (answer.kind === 'file') {
    const headers = new Headers({ ...NO_STORE, 'content-type': answer.contentType });
    if (answer.disposition) headers.set('content-disposition', answer.disposition);
    return new Response(answer.body, { status: 200, headers });
  }
  // As on the proxy (spec §4): a token the API refuses takes the session with it.
  if ((answer.status === 401 || answer.status === 403) && session.jwt) session.destroy();
  const headers = new Headers(NO_STORE);
  if (session.ended) headers.set(SESSION_ENDED_HEADER, SESSION_ENDED_VALUE);
  return refusalResponse(answer.status, answer.body, headers);
}

const refusedButGet = refuseMethodsOtherThan('GET');
export {
  refusedButGet as HEAD,
  refusedButGet as OPTIONS,
  refusedButGet as POST,
  refusedButGet as PUT,
  refusedButGet as PATCH,
  refusedButGet as DELETE,
};
