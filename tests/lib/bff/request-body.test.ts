/** @jest-environment node */
import { JSON_BODY_LIMIT_BYTES, isJsonMediaType, readAtMost, readJsonBody } from '@/lib/bff/request-body';

/** An endless stream of 1 kB chunks that counts how many were pulled. */
function endlessBody() {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += 1;
      controller.enqueue(new Uint8Array(1024).fill(0x20));
    },
  });
  return { body, counter };
}

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  // A stream body needs duplex 'half' (undici), which lib.dom's RequestInit does not list yet.
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers, body, duplex: 'half' };
  return new Request('http://localhost/app/api/x', init);
}

describe('readJsonBody', () => {
  it('reads a small JSON body', async () => {
    await expect(readJsonBody(post('{"a":1}'))).resolves.toEqual({
      ok: true,
      text: '{"a":1}',
      json: { a: 1 },
    });
  });

  it('accepts a body of exactly the limit', async () => {
    const text = JSON.stringify('x'.repeat(JSON_BODY_LIMIT_BYTES - 2));
    expect((await readJsonBody(post(text))).ok).toBe(true);
  });

  it('takes an empty body, with or without a type', async () => {
    await expect(readJsonBody(post(null, {}))).resolves.toEqual({ ok: true, text: '', json: undefined });
    await expect(readJsonBody(post(''))).resolves.toEqual({ ok: true, text: '', json: undefined });
  });

  it('refuses by Content-Length before reading a byte', async () => {
    const { body, counter } = endlessBody();
    const pulledBefore = counter.pulled;
    const request = post(body, {
      'content-type': 'application/json',
      'content-length': String(100 * 1024 * 1024),
    });
    await expect(readJsonBody(request)).resolves.toEqual({ ok: false, refusal: 'too-large' });
    // The stream may fill its queue once on its own; nothing is read beyond that.
    expect(counter.pulled).toBeLessThanOrEqual(pulledBefore + 1);
  });

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    const { body, counter } = endlessBody();
    await expect(readJsonBody(post(body))).resolves.toEqual({ ok: false, refusal: 'too-large' });
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES / 1024 + 2);
  });

  it('stops reading when Content-Length lies low', async () => {
    const { body, counter } = endlessBody();
    const request = post(body, { 'content-type': 'application/json', 'content-length': '10' });
    await expect(readJsonBody(request)).resolves.toEqual({ ok: false, refusal: 'too-large' });
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES / 1024 + 2);
  });

  it('refuses another content type without reading', async () => {
    const { body, counter } = endlessBody();
    const pulledBefore = counter.pulled;
    await expect(readJsonBody(post(body, { 'content-type': 'text/plain' }))).resolves.toEqual({
      ok: false,
      refusal: 'not-json',
    });
    expect(counter.pulled).toBeLessThanOrEqual(pulledBefore + 1);
  });

  it('refuses a body without a content type', async () => {
    await expect(readJsonBody(post('{"a":1}', {}))).resolves.toEqual({ ok: false, refusal: 'not-json' });
  });

  it.each([
    ['broken JSON', '{"a": '],
    ['a NUL outside a string', '{"a":1}\u0000'],
  ])('refuses %s as invalid', async (_name, text) => {
    await expect(readJsonBody(post(text))).resolves.toEqual({ ok: false, refusal: 'invalid' });
  });

  it('refuses bytes that are not UTF-8 as invalid', async () => {
    await expect(readJsonBody(post(new Uint8Array([0x22, 0xff, 0xfe, 0x22])))).resolves.toEqual({
      ok: false,
      refusal: 'invalid',
    });
  });
});

describe('isJsonMediaType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/problem+json',
  ])('takes %s', (type) => expect(isJsonMediaType(type)).toBe(true));

  it.each(['text/plain', 'application/jsonx', 'text/json', 'application/x-www-form-urlencoded', ''])(
    'refuses %j',
    (type) => expect(isJsonMediaType(type)).toBe(false),
  );
});

describe('readAtMost', () => {
  it('joins the chunks of a body within the limit', async () => {
    const body = new Response('hello world').body;
    const bytes = await readAtMost(body, 100);
    expect(new TextDecoder().decode(bytes ?? new Uint8Array())).toBe('hello world');
  });

  it('reads an absent body as empty', async () => {
    await expect(readAtMost(null, 10)).resolves.toEqual(new Uint8Array(0));
  });
});
