import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/account/sign-in/login-form';
import { takeSignInHandoff } from '@/components/account/sign-in/sign-in-handoff';
import { sessionQueryKey } from '@/lib/session/session';
import { aProfile } from '../../fixtures';
import { renderWithProviders } from '../../render-with-providers';

type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** jsdom has no fetch: a stand-in that answers like the BFF's session routes. */
function answerFetchWith(answer: FakeAnswer) {
  const calls: { url: string; body: unknown }[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (url: string, init: { body?: string } = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(init.body) : undefined });
      return { status: answer.status, headers: new Headers(answer.headers), json: async () => answer.body };
    },
  });
  return calls;
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('requires username and password', async () => {
    const calls = answerFetchWith({ status: 200, body: {} });
    renderWithProviders(<LoginForm onSignedIn={jest.fn()} onNavigate={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Username (e-mail)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("says 'Wrong credentials' when the shop refuses them", async () => {
    answerFetchWith({ status: 200, body: { responseCode: 13, errorMessage: 'Password not valid' } });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onNavigate={jest.fn()} />);
    fillAndSubmit('maria@example.com', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong credentials');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says how long to wait after too many attempts, in minutes', async () => {
    answerFetchWith({
      status: 429,
      body: { responseCode: 4000, errorMessage: 'Too many failed logins' },
      headers: { 'retry-after': '840' },
    });
    renderWithProviders(<LoginForm onSignedIn={jest.fn()} onNavigate={jest.fn()} />);
    fillAndSubmit('maria@example.com', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again in 14 minutes.',
    );
  });

  it('says to wait a while after too many attempts when the shop does not say how long', async () => {
    answerFetchWith({ status: 429, body: { responseCode: 4000, errorMessage: 'Too many requests' } });
    renderWithProviders(<LoginForm onSignedIn={jest.fn()} onNavigate={jest.fn()} />);
    fillAndSubmit('maria@example.com', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait');
  });

  it('signs in and keeps the profile as the session', async () => {
    const profile = aProfile();
    const calls = answerFetchWith({ status: 200, body: { responseCode: 0, data: { profile } } });
    const onSignedIn = jest.fn();
    const { queryClient } = renderWithProviders(<LoginForm onSignedIn={onSignedIn} onNavigate={jest.fn()} />);
    fillAndSubmit(' maria@example.com ', 'secret-password');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      url: '/app/api/session/login',
      body: { username: 'maria@example.com', password: 'secret-password' },
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(profile);
  });

  it('offers the sign-in page when the shop asks for a human check, carrying the username', async () => {
    answerFetchWith({
      status: 200,
      body: {
        responseCode: 4000,
        errorMessage: 'Human verification required to sign in to this account',
        fields: [{ path: 'humanCheck', message: 'required' }],
      },
    });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onNavigate={jest.fn()} />);
    fillAndSubmit('maria@example.com', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('needs a quick check that you are a person');
    expect(screen.queryByText('Wrong credentials')).toBeNull();
    const link = screen.getByRole('link', { name: 'Continue to the secure sign-in' });
    expect(link).toHaveAttribute('href', '/app/login');
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    fireEvent.click(link);
    expect(takeSignInHandoff()).toEqual({ username: 'maria@example.com', returnTo: '/' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('links to password reset and sign-up', () => {
    renderWithProviders(<LoginForm onSignedIn={jest.fn()} onNavigate={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});
