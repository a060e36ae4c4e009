import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Providers } from '@/components/layout/providers';
import { english } from '@/i18n/catalogues';
import { sessionQueryOptions } from '@/lib/queries/session';

function SessionProbe() {
  const { data, status } = useQuery(sessionQueryOptions());
  return <p>{status === 'success' ? `profile: ${data === null ? 'none' : data.firstName}` : 'checking'}</p>;
}

describe('Providers', () => {
  it('starts a visitor signed out without asking the server', () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(
      <NextIntlClientProvider locale="en" messages={english} timeZone="Europe/Malta">
        <Providers visitor>
          <SessionProbe />
        </Providers>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('profile: none')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
