import { act, screen, waitFor } from '@testing-library/react';
import { SessionWatch } from '@/components/layout/session-watch';
import { BffError } from '@/lib/queries/bff-error';
import { sessionQueryKey } from '@/lib/session/session';
import { SESSION_ENDED_EVENT } from '@/lib/queries/session-signal';
import { aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';

const profile = aProfile();
const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/session/session-requests', () => ({ logOut: jest.fn(async () => undefined) }));

const watch = (signedIn: boolean) =>
  renderWithProviders(
    <>
      <SessionWatch />
      <LoginDialogProbe />
    </>,
    { profile: signedIn ? profile : null },
  );

/** Runs a query that fails with `error`, the way a BFF call would. */
async function failQuery(queryClient: ReturnType<typeof watch>['queryClient'], key: string[], error: Error) {
  await act(async () => {
    await queryClient
      .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(error), retry: false })
      .catch(() => undefined);
  });
}

beforeEach(() => push.mockClear());

describe('SessionWatch (spec §4 session rules)', () => {
  it('clears the session and goes home when the API answers 401 or 403', async () => {
    const { queryClient } = watch(true);
    queryClient.setQueryData(['cart'], { id: 1 });
    await failQuery(queryClient, ['addresses'], new BffError(4000, 'Session expired', true, 401));
    expect(push).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();

    push.mockClear();
    queryClient.setQueryData(sessionQueryKey, profile);
    await failQuery(queryClient, ['profile'], new BffError(4000, 'Forbidden', true, 403));
    expect(push).toHaveBeenCalledWith('/');
  });

  it('leaves other failures alone', async () => {
    const { queryClient } = watch(true);
    await failQuery(queryClient, ['addresses'], new BffError(4000, 'Generic error', true, 200));
    expect(push).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(profile);
  });

  it('a product search failing with 401 says the session timed out and opens the login popup', async () => {
    const { queryClient } = watch(true);
    await failQuery(queryClient, ['products', 'q=milk'], new BffError(4000, 'Session expired', true, 401));
    expect(await screen.findByText('Your session has timed out. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByText('login open')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('a product search failing on the network while signed in does the same', async () => {
    const { queryClient } = watch(true);
    await failQuery(queryClient, ['products', 'q=milk'], new TypeError('Failed to fetch'));
    expect(await screen.findByText('login open')).toBeInTheDocument();
  });

  it('a product search failing because the device is offline keeps the shopper signed in', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { queryClient } = watch(true);
      await failQuery(queryClient, ['products', 'q=milk'], new TypeError('Failed to fetch'));
      expect(screen.queryByText('login open')).not.toBeInTheDocument();
      expect(queryClient.getQueryData(sessionQueryKey)).toEqual(profile);
    } finally {
      onLine.mockRestore();
    }
  });

  it('an ended session cookie signs the shopper out with the warning; a visitor sees nothing', async () => {
    const signedIn = watch(true);
    act(() => void window.dispatchEvent(new Event(SESSION_ENDED_EVENT)));
    expect(await screen.findByText('login open')).toBeInTheDocument();
    expect(signedIn.queryClient.getQueryData(sessionQueryKey)).toBeNull();
    signedIn.unmount();

    watch(false);
    act(() => void window.dispatchEvent(new Event(SESSION_ENDED_EVENT)));
    await waitFor(() => expect(screen.getByText('login closed')).toBeInTheDocument());
    expect(screen.queryByText('Your session has timed out. Please sign in again.')).not.toBeInTheDocument();
  });
});
