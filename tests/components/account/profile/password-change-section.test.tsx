import { fireEvent, screen, waitFor } from '@testing-library/react';
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
      'POST /profiles/password/change': { body: { responseCode: 13, errorMessage: 'Password not valid' } },
    });
    renderWithProviders(<PasswordChangeSection />, { profile: aProfile() });
    fill('Current password', 'Wrong-pass-1');
    fill('New password', 'New-pass-456');
    fill('Repeat the new password', 'New-pass-456');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password not valid');
  });
});
