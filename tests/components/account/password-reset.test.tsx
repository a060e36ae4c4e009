import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { NewPasswordForm } from '@/components/account/reset/new-password-form';
import { PasswordResetScreen } from '@/components/account/reset/password-reset-screen';
import { ResetRequestForm } from '@/components/account/reset/reset-request-form';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import { fakeBff, ok } from './profile/fake-bff';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={`/app${href}`} {...rest} />,
}));

const TOKEN = 'k3Jx9_aVb-2Qw8ZrT5nL0pYc';

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('ResetRequestForm', () => {
  it('checks the e-mail on blur (required, e-mail pattern) and sends nothing meanwhile', async () => {
    const calls = fakeBff({});
    renderWithProviders(<ResetRequestForm />);
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    type('E-mail', 'maria.borg@');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toHaveLength(0);
  });

  it('takes an error away as soon as the e-mail is corrected, before the field is left', async () => {
    fakeBff({});
    renderWithProviders(<ResetRequestForm />);
    type('E-mail', 'maria.borg@');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'maria.borg@example.mt' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument());
  });

  it('asks for the link as the web terminal and says the same whoever the address belongs to', async () => {
    const calls = fakeBff({ 'POST /profiles/password': ok() });
    renderWithProviders(<ResetRequestForm />);
    type('E-mail', ' maria.borg@example.mt ');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    // A status that stays (the toast region, also a status, is empty).
    expect(
      await screen.findByText(
        'If an account exists for this address, we have sent a link to reset the password. It works once, for 30 minutes.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(calls).toEqual([
      { method: 'POST', path: '/profiles/password', body: { tid: '01', email: 'maria.borg@example.mt' } },
    ]);
  });

  it("shows the server's message when it refuses", async () => {
    fakeBff({
      'POST /profiles/password': { body: { responseCode: 4000, errorMessage: 'Invalid request' } },
    });
    renderWithProviders(<ResetRequestForm />);
    type('E-mail', 'maria.borg@example.mt');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request');
  });

  it.each([
    ['en', { 'retry-after': '3600' }, 'Too many attempts. Please try again in 60 minutes.'],
    ['en', undefined, 'Too many attempts. Please wait a few minutes and try again.'],
    ['it', { 'retry-after': '60' }, 'Troppi tentativi. Riprova tra 1 minuto.'],
  ] as const)(
    "shows the shop's limit on requests (%s, %j) in the shopper's language, keeping the e-mail",
    async (locale, headers, text) => {
      fakeBff({
        'POST /profiles/password': {
          status: 429,
          headers,
          body: { responseCode: 4000, errorMessage: 'Too many attempts, try again in 60 minutes' },
        },
      });
      renderWithProviders(<ResetRequestForm />, { locale });
      const email = document.querySelector<HTMLInputElement>('input[type="email"]');
      if (!email) throw new Error('no e-mail field');
      fireEvent.change(email, { target: { value: 'maria.borg@example.mt' } });
      fireEvent.blur(email);
      fireEvent.click(screen.getByRole('button'));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(email).toHaveValue('maria.borg@example.mt');
    },
  );
});

describe('NewPasswordForm', () => {
  const renderForm = (onAskNewLink = jest.fn()) =>
    renderWithProviders(
      <>
        <NewPasswordForm token={TOKEN} onAskNewLink={onAskNewLink} />
        <LoginDialogProbe />
      </>,
    );

  it('hints at the strength while typing and enforces length and confirmation', async () => {
    const calls = fakeBff({});
    renderForm();
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    fireEvent.change(password, { target: { value: 'abc' } });
    expect(await screen.findByText(/^Weak: 1 kind of characters/)).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'abcD3f!h' } });
    expect(await screen.findByText('Strong: 4 kinds of characters.')).toBeInTheDocument();
    type('New password', 'abc');
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    type('New password', 'abcD3f!h');
    type('Confirm the new password', 'abcD3f!x');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm the new password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls).toHaveLength(0);
  });

  it('sets the new password with the token, then offers to sign in', async () => {
    const calls = fakeBff({ 'POST /profiles/password/reset': ok() });
    renderForm();
    type('New password', 'New-Passw0rd');
    type('Confirm the new password', 'New-Passw0rd');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(/^Your password has been changed\./)).toHaveAttribute('role', 'status');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/profiles/password/reset',
        body: { token: TOKEN, newPassword: 'New-Passw0rd' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/app/');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('login open')).toBeInTheDocument();
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    fakeBff({
      'POST /profiles/password/reset': {
        body: { responseCode: 4000, errorMessage: 'This link is no longer valid' },
      },
    });
    const onAskNewLink = jest.fn();
    renderForm(onAskNewLink);
    type('New password', 'New-Passw0rd');
    type('Confirm the new password', 'New-Passw0rd');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(onAskNewLink).toHaveBeenCalled();
  });

  it('refuses a token cut short without asking the shop', () => {
    const calls = fakeBff({});
    renderWithProviders(<NewPasswordForm token="abc" onAskNewLink={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(calls).toHaveLength(0);
  });
});

describe('PasswordResetScreen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the e-mail form without a token', () => {
    window.history.replaceState(null, '', '/app/reset');
    renderWithProviders(<PasswordResetScreen />);
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
  });

  it("opens the new-password form from the link's token, and leaves the link for a new one", async () => {
    fakeBff({
      'POST /profiles/password/reset': {
        body: { responseCode: 4000, errorMessage: 'This link is no longer valid' },
      },
    });
    window.history.replaceState(null, '', `/app/reset?token=${TOKEN}`);
    renderWithProviders(<PasswordResetScreen />);
    type('New password', 'New-Passw0rd');
    type('Confirm the new password', 'New-Passw0rd');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a new link' }));
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/app/reset');
  });
});
