/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as getContact, POST as sendContact } from '@/app/api/contact/us/route';
import { forwardablePath } from '@/lib/bff/allow-list';
import { jsonResponse, sameOriginHeaders } from './fake-session';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('the API was not called');
  return {
    url: String(call[0]),
    body: JSON.parse(String(call[1]?.body)),
    headers: new Headers(call[1]?.headers),
  };
};

const MESSAGE = {
  name: 'Maria',
  surname: 'Borg',
  phoneNumberPrefix: '356',
  phoneNumber: '79123456',
  email: 'maria.borg@example.mt',
  subject: 'Delivery',
  message: 'Can I change the slot?',
};

const contactRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/app/api/contact/us', {
    method: 'POST',
    headers: { ...sameOriginHeaders, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('POST /app/api/contact/us', () => {
  it("forwards the message with the widget's token in the header the API reads", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0 }));
    const response = await sendContact(
      contactRequest({ ...MESSAGE, subject: ' Delivery ' }, { 'x-captcha-token': 'tok' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ responseCode: 0 });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lastCall().url).toBe('http://127.0.0.1:4000/cli/contact/us');
    expect(lastCall().body).toEqual(MESSAGE);
    expect(lastCall().headers.get('x-captcha-token')).toBe('tok');
  });

  it("passes the API's refusal on", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 4000, errorMessage: 'Human verification failed' }),
    );
    const response = await sendContact(contactRequest(MESSAGE, { 'x-captcha-token': 'wrong' }));
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Human verification failed' });
  });

  it('refuses a message that breaks the rules, or comes without a token, without asking the API', async () => {
    const invalid = await sendContact(
      contactRequest({ ...MESSAGE, phoneNumber: '79-12' }, { 'x-captcha-token': 't' }),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      fields: [{ path: 'phoneNumber', message: 'error.digitsOnly' }],
    });
    const tokenless = await sendContact(contactRequest(MESSAGE));
    expect(await tokenless.json()).toMatchObject({
      fields: [{ path: 'captcha', message: 'error.required' }],
    });
    const huge = await sendContact(contactRequest(MESSAGE, { 'x-captcha-token': 'x'.repeat(9000) }));
    expect(huge.status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses another site, and every other method', async () => {
    const crossSite = await sendContact(
      contactRequest(MESSAGE, { origin: 'https://evil.example', 'x-captcha-token': 't' }),
    );
    expect(crossSite.status).toBe(403);
    const read = getContact();
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('POST');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the API could not be reached as the BFF does', async () => {
    fetchMock.mockRejectedValue(new Error('ECONNREFUSED'));
    const response = await sendContact(contactRequest(MESSAGE, { 'x-captcha-token': 't' }));
    expect(response.status).toBe(502);
  });
});

describe('the password reset through the BFF', () => {
  it('forwards the two reset calls, as POST only', () => {
    expect(forwardablePath('POST', ['profiles', 'password'])).toBe('profiles/password');
    expect(forwardablePath('POST', ['profiles', 'password', 'reset'])).toBe('profiles/password/reset');
    expect(forwardablePath('GET', ['profiles', 'password'])).toBeNull();
    expect(forwardablePath('POST', ['profiles', 'password', 'other'])).toBeNull();
  });
});
