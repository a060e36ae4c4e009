import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PasswordChangeSection } from '@/components/account/profile/password-change-section';
import { aProfile } from '../../fixtures';
import { renderWithProviders } from '../../render-with-providers';
import { fakeBff, ok } from './fake-bff';

const fill = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
/** Lets the form's (asynchronous) checks finish, so a message that would show has shown. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PasswordChangeSection (spec §5 password change)', () => {
  it('requires the passwords, at least 8 characters, and a matching confirmation', async () => {
    const calls = fakeBff({});
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fill('New password', 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    fill('New password', 'Longer-pass-1');
    fill('Repeat the new password', 'Longer-pass-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('hints at a strong password until it mixes three kinds', async () => {
    fakeBff({});
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    expect(screen.getByText(/Mix three of lower case/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Strong-pass-1' } });
    expect(await screen.findByText('Good: it mixes enough kinds of characters.')).toBeInTheDocument();
  });

  it('sends the old and the new password, and says it is done', async () => {
    const calls = fakeBff({ 'POST /profiles/password/change': ok() });
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    fill('Current password', 'Old-pass-123');
    fill('New password', 'New-pass-456');
    fill('Repeat the new password', 'New-pass-456');
    submit();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/profiles/password/change',
      body: { oldPassword: 'Old-pass-123', newPassword: 'New-pass-456' },
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it("shows the shop's message when it refuses", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeBff({
      'POST /profiles/password/change': { body: { responseCode: 4000, errorMessage: 'Password not valid' } },
    });
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    fill('Current password', 'Wrong-pass-1');
    fill('New password', 'New-pass-456');
    fill('Repeat the new password', 'New-pass-456');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password not valid');
  });

  // Issue 30: code 13's words are sign-up's ('Password not valid'); here it is the current one.
  it.each([
    {
      locale: 'en',
      labels: ['Current password', 'New password', 'Repeat the new password', 'Change password'],
      wrong: 'The current password is wrong',
    },
    {
      locale: 'it',
      labels: ['Password attuale', 'Nuova password', 'Ripeti la nuova password', 'Cambia password'],
      wrong: 'La password attuale è errata',
    },
  ] as const)(
    'says a wrong current password is wrong, at its field ($locale)',
    async ({ locale, labels, wrong }) => {
      const [current, next, repeat, button] = labels;
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      fakeBff({
        'POST /profiles/password/change': { body: { responseCode: 13, errorMessage: 'Password not valid' } },
      });
      renderWithProviders(<PasswordChangeSection />, { profile: aProfile(), locale });
      fill(current, 'Wrong-pass-1');
      fill(next, 'New-pass-456');
      fill(repeat, 'New-pass-456');
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(wrong)).toBeInTheDocument();
      expect(screen.getByLabelText(current)).toHaveAccessibleDescription(wrong);
      expect(screen.getByLabelText(current)).toHaveFocus();
      expect(screen.queryByText('Password not valid')).not.toBeInTheDocument();
    },
  );

  // Issue 30: checked on blur, the repeat field said 'required' while it was typed, and the
  // message went on the blur of the button's mousedown, moving the button before the click.
  it('checks nothing before the first submit: typing and leaving the fields shows no message', async () => {
    const calls = fakeBff({ 'POST /profiles/password/change': ok() });
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    fill('Current password', 'Old-pass-123');
    fill('New password', 'New-pass-456');
    const repeat = screen.getByLabelText('Repeat the new password');
    fireEvent.focus(repeat);
    fireEvent.change(repeat, { target: { value: 'New-pass-45' } });
    await settle();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    fireEvent.change(repeat, { target: { value: 'New-pass-456' } });
    fireEvent.blur(repeat);
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('after a submit, follows the typing: a fixed repeat clears its message at once', async () => {
    fakeBff({});
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    fill('Current password', 'Old-pass-123');
    fill('New password', 'New-pass-456');
    fill('Repeat the new password', 'New-pass-457');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'New-pass-456' } });
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  });
});
