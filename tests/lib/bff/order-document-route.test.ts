/** @jest-environment node */
import { GET as getDocument, POST as postDocument } from '@/app/api/orders/[id]/documents/[kind]/route';
import { getSession } from '@/lib/session/session-cookie';
import { SECRET_JWT, fakeSession, jsonResponse, profile } from './fake-session';

jest.mock('@/lib/session/session-cookie', () => ({ getSession: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const request = () => new Request('http://localhost:3000/app/api/orders/12/documents/invoice');
const params = (id: string, kind: string) => ({ params: Promise.resolve({ id, kind }) });
/** Bytes a text decoder would mangle: the body must pass as bytes, not as text. */
const PDF_BYTES = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0xff, 0x00, 0x80,
]);

function signedIn() {
  const fake = fakeSession({ jwt: SECRET_JWT, profile });
  jest.mocked(getSession).mockResolvedValue(fake.session);
  return fake;
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('GET /app/api/orders/{id}/documents/{kind} (receipts and invoices)', () => {
  it("passes the API's PDF through byte for byte, with its type and file name, never cached", async () => {
    signedIn();
    fetchMock.mockResolvedValue(
      new Response(PDF_BYTES, {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="INV-2026-000045.pdf"',
        },
      }),
    );
    const response = await getDocument(request(), params('12', 'invoice'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://127.0.0.1:4000/cli/ecommerce/orders/12/documents/invoice');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="INV-2026-000045.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it("passes the API's refusal on as its envelope (another customer's order)", async () => {
    signedIn();
    fetchMock.mockResolvedValue(jsonResponse(404, { responseCode: 4000, errorMessage: 'Order not found' }));
    const response = await getDocument(request(), params('12', 'receipt'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Order not found' });
  });

  it('asks the API nothing for an id or kind that cannot be one', async () => {
    signedIn();
    expect((await getDocument(request(), params('12x', 'receipt'))).status).toBe(404);
    expect((await getDocument(request(), params('12', 'note'))).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    const { destroy } = signedIn();
    fetchMock.mockResolvedValue(jsonResponse(401, { responseCode: 4000, errorMessage: 'Unauthorized' }));
    expect((await getDocument(request(), params('12', 'receipt'))).status).toBe(401);
    expect(destroy).toHaveBeenCalled();
  });

  it('serves GET only', async () => {
    expect(postDocument().status).toBe(405);
  });
});
