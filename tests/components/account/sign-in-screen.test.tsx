import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SignInScreen } from '@/components/account/sign-in/sign-in-screen';
import { aProfile } from '../fixtures';
import { fakeResetCaptcha } from '../fake-hcaptcha';
import { renderWithProviders } from '../render-with-providers';

const mockReplace = jest.fn();
jest.mock('@/i18n/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: jest.fn() }) }));
jest.mock('@hcaptcha/react-hcaptcha', () => jest.requireActual('../fake-hcaptcha'));

type Sent = { url: string; headers: Record<string, string>; body: unknown };

/** jsdom has no fetch: answers the login route with `login`, anything else (the cart) with a 404. */
function answerFetch(login: { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (url: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
      sent.push({ url, headers: init.headers ?? {}, body: init.body ? JSON.parse(init.body) : undefined });
      const answer = url.endsWith('/session/login') ? login : { status: 404, body: null };
      return { status: answer.status ?? 200, headers: new Headers(), json: async () => answer.body };
    },
  });
  return sent;
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

function fillAndSolve() {
  fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: 'maria@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
}

beforeEach(() => {
  mockReplace.mockClear();
  fakeResetCaptcha.mockClear();
});

describe('SignInScreen', () => {
  it('keeps the button disabled until the verification is solved, and again when it expires', () => {
    answerFetch({ body: { responseCode: 0 } });
    renderWithProviders(<SignInScreen siteKey="site-key" />);
    expect(screen.getByRole('group', { name: 'Human verification' })).toBeInTheDocument();
    expect(signInButton()).toBeDisabled();
    expect(signInButton()).toHaveAccessibleDescription('Complete the human verification to sign in.');
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    expect(signInButton()).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Expire' }));
    expect(signInButton()).toBeDisabled();
    expect(signInButton()).toHaveAccessibleDescription(
      'The verification has expired. Please complete it again.',
    );
  });

  it("signs in with the widget's answer and goes back", async () => {
    const sent = answerFetch({ body: { responseCode: 0, data: { profile: aProfile() } } });
    renderWithProviders(<SignInScreen siteKey="site-key" />);
    fillAndSolve();
    fireEvent.click(signInButton());
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'));
    const login = sent.find((call) => call.url.endsWith('/session/login'));
    expect(login?.headers['x-captcha-token']).toBe('jest-token');
    expect(login?.body).toEqual({ username: 'maria@example.com', password: 'secret-password' });
  });

  it('says when the shop refused the verification, and asks for it again', async () => {
    answerFetch({
      body: {
        responseCode: 4000,
        errorMessage: 'Human verification failed',
        fields: [{ path: 'humanCheck', message: 'failed' }],
      },
    });
    renderWithProviders(<SignInScreen siteKey="site-key" />);
    fillAndSolve();
    fireEvent.click(signInButton());
    await waitFor(() =>
      expect(signInButton()).toHaveAccessibleDescription(
        'The human verification was not accepted. Please complete it again.',
      ),
    );
    expect(fakeResetCaptcha).toHaveBeenCalled();
    expect(signInButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockReplace).not.toHaveBeenCalled();
  });
});
