import { screen } from '@testing-library/react';
import { LeafletValidity } from '@/components/content/leaflet-validity';
import { renderWithProviders } from '../render-with-providers';

describe('LeafletValidity', () => {
  it('shows the days a leaflet runs as one range, whatever the time zone', () => {
    renderWithProviders(<LeafletValidity leaflet={{ validFrom: '2026-11-23', validTo: '2026-11-29' }} />);
    expect(screen.getByText(/^Valid Nov 23\s*–\s*29, 2026$/)).toBeInTheDocument();
  });

  it('spans months and years', () => {
    renderWithProviders(<LeafletValidity leaflet={{ validFrom: '2026-12-28', validTo: '2027-01-03' }} />);
    expect(screen.getByText(/^Valid Dec 28, 2026\s*–\s*Jan 3, 2027$/)).toBeInTheDocument();
  });

  it('says "from" or "until" when only one end is known, and nothing without dates', () => {
    const { unmount } = renderWithProviders(
      <LeafletValidity leaflet={{ validFrom: '2026-12-01', validTo: null }} />,
    );
    expect(screen.getByText('Valid from Dec 1, 2026')).toBeInTheDocument();
    unmount();
    const until = renderWithProviders(
      <LeafletValidity leaflet={{ validFrom: null, validTo: '2026-12-31' }} />,
    );
    expect(screen.getByText('Valid until Dec 31, 2026')).toBeInTheDocument();
    until.unmount();
    renderWithProviders(<LeafletValidity leaflet={{ validFrom: null, validTo: null }} />);
    expect(screen.queryByText(/^Valid/)).not.toBeInTheDocument();
  });
});
