import { screen, within } from '@testing-library/react';
import { StoreDetails } from '@/components/stores/store-details';
import { renderWithProviders } from '../render-with-providers';
import { aStore } from './store-fixtures';

jest.mock('@/components/stores/store-map-loader', () => ({
  LazyStoreMap: ({ latitude, longitude }: { latitude: number; longitude: number }) => (
    <p>
      map at {latitude},{longitude}
    </p>
  ),
}));

const tiles = { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', attribution: 'Test tiles' };

describe('StoreDetails', () => {
  it('shows name, address linking to the map in a new tab, phone, e-mail and website', () => {
    renderWithProviders(<StoreDetails store={aStore()} tiles={tiles} showName showMap />);
    expect(screen.getByRole('heading', { level: 2, name: 'Birkirkara Supermarket' })).toBeInTheDocument();
    const address = screen.getByRole('link', {
      name: /Triq Fleur-de-Lys 45, Birkirkara BKR 1100 \(opens in a new tab\)/,
    });
    expect(address).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=35.8972&mlon=14.4618#map=18/35.8972/14.4618',
    );
    expect(address).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '+356 2144 1234' })).toHaveAttribute('href', 'tel:+35621441234');
    expect(screen.getByRole('link', { name: 'birkirkara@shop.example' })).toHaveAttribute(
      'href',
      'mailto:birkirkara@shop.example',
    );
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://shop.example/stores/birkirkara',
    );
    expect(screen.getByText('Mon–Sat 07:30–21:00')).toBeInTheDocument();
    expect(screen.getByText('Closed on 25 December')).toBeInTheDocument();
  });

  it('shows services and departments with icons and labels, and nothing for an unknown code', () => {
    const store = aStore({ services: ['parc', 'zzzz', 'wifi'], departments: ['pesc', 'xxxx'] });
    renderWithProviders(<StoreDetails store={store} tiles={tiles} showName showMap={false} />);
    const services = screen.getByRole('heading', { name: 'Services' }).parentElement as HTMLElement;
    const items = within(services).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Car park', 'Free Wi-Fi']);
    for (const li of items) expect(li.querySelector('svg')).not.toBeNull();
    const departments = screen.getByRole('heading', { name: 'Departments' }).parentElement as HTMLElement;
    expect(
      within(departments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fish counter']);
  });

  it('leaves out what the store does not have, and the map without coordinates', () => {
    const store = aStore({
      email: null,
      webUrl: null,
      phone: null,
      openings: [],
      departments: ['xxxx'],
      address: { address: 'Triq Luqa Briffa 9, Żejtun ZTN 1420', latitude: null, longitude: null },
    });
    renderWithProviders(<StoreDetails store={store} tiles={tiles} showName showMap />);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /special openings/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Departments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Map of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Żejtun ZTN 1420/ })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Triq Luqa Briffa 9, Żejtun ZTN 1420, Malta')}`,
    );
  });

  it('keeps a placeholder in the map region until the map may load', () => {
    renderWithProviders(<StoreDetails store={aStore()} tiles={tiles} showName showMap={false} />);
    expect(screen.getByRole('region', { name: 'Map of Birkirkara Supermarket' })).toHaveTextContent(
      'Loading the map…',
    );
  });

  it('shows the map at the store when asked to', () => {
    renderWithProviders(<StoreDetails store={aStore()} tiles={tiles} showName showMap />);
    expect(screen.getByRole('region', { name: 'Map of Birkirkara Supermarket' })).toHaveTextContent(
      'map at 35.8972,14.4618',
    );
  });
});
