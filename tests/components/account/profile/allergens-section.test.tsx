import { fireEvent, screen, within } from '@testing-library/react';
import { AllergensSection } from '@/components/account/profile/allergens-section';
import { sessionQueryKey } from '@/lib/session/session';
import { aProfile } from '../../fixtures';
import { renderWithProviders } from '../../render-with-providers';
import { fakeBff, ok } from './fake-bff';

const avoiding = (avoidAllergens: ('PEANUTS' | 'MILK' | 'SESAME')[]) =>
  aProfile({ preferences: { storeId: null, avoidAllergens } });

function renderSection(profile = avoiding(['MILK']), locale: 'en' | 'it' = 'en') {
  return renderWithProviders(<AllergensSection profile={profile} />, { profile, locale });
}

const group = () => screen.getByRole('group', { name: 'Allergens to avoid' });

describe('AllergensSection (issue 33)', () => {
  it('shows the 14 allergens as labelled checkboxes, the saved ones ticked', () => {
    renderSection();
    const boxes = within(group()).getAllByRole('checkbox');
    expect(boxes).toHaveLength(14);
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Allergens to avoid' })).toBeInTheDocument();
  });

  it('saves the ticked set, says so and puts the answer in the session', async () => {
    const saved = avoiding(['PEANUTS', 'MILK']);
    const calls = fakeBff({ 'POST /profiles/preferences/allergens': ok(saved) });
    const { queryClient } = renderSection();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save allergens' }));
    expect(await screen.findByText('Allergens to avoid saved')).toBeInTheDocument();
    // Sent in the Annex's order, whatever order they were ticked in.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ allergens: ['PEANUTS', 'MILK'] });
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({
      preferences: { avoidAllergens: ['PEANUTS', 'MILK'] },
    });
  });

  it('clears the set when every box is unticked', async () => {
    const calls = fakeBff({ 'POST /profiles/preferences/allergens': ok(avoiding([])) });
    renderSection();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Milk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save allergens' }));
    expect(await screen.findByText('Allergens to avoid saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ allergens: [] });
  });

  it('says when the set could not be saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeBff({
      'POST /profiles/preferences/allergens': {
        status: 400,
        body: { responseCode: 4000, errorMessage: 'Bad' },
      },
    });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Save allergens' }));
    expect(await screen.findByText('Error while saving the allergens')).toBeInTheDocument();
  });

  it('speaks Italian', () => {
    renderSection(avoiding(['PEANUTS']), 'it');
    expect(screen.getByRole('group', { name: 'Allergeni da evitare' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Arachidi' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Salva allergeni' })).toBeInTheDocument();
  });
});
