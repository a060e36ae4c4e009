import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Providers } from '@/components/layout/providers';
import { english } from '@/i18n/catalogues';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { sessionQueryOptions } from '@/lib/session/session';

jest.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

function SessionProbe() {
  const { data, status } = useQuery(sessionQueryOptions());
  return <p>{status === 'success' ? `profile: ${data === null ? 'none' : data.firstName}` : 'checking'}</p>;
}

const renderProbe = () =>
  render(
    <NextIntlClientProvider locale="en" messages={english} timeZone="Europe/Malta">
      <Providers>
        <SessionProbe />
      </Providers>
    </NextIntlClientProvider>,
  );

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0`;
  }
};

describe('Providers', () => {
  afterEach(() => {
    clearCookies();
    // The browser's query client lives for the page; each test is a new page.
    getQueryClient().clear();
  });

  it('knows a visitor (no signed-in hint) without asking the server', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    renderProbe();
    expect(await screen.findByText('profile: none')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the server who is signed in when the hint cookie says someone is', async () => {
    document.cookie = 'signedIn=1';
    const fetchSpy = jest.fn().mockResolvedValue({
      status: 200,
      headers: { get: () => null },
      json: async () => ({ responseCode: 0, data: { profile: null } }),
    });
    global.fetch = fetchSpy;
    renderProbe();
    expect(await screen.findByText('profile: none')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(expect.stringContaining('/app/api/session'), expect.anything());
  });
});
