import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StoreLocator } from '@/components/stores/store-locator';
import { searchOfView, viewOfSearch } from '@/components/stores/store-view';
import { renderWithProviders } from '../render-with-providers';
import { aStore, aStorePage } from './store-fixtures';

jest.mock('@/components/stores/store-map-loader', () => ({ LazyStoreMap: () => <p>map</p> }));

const tiles = { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', attribution: 'Test tiles' };
const birkirkara = aStore();
const victoria = aStore({
  id: 2,
  name: 'Victoria Supermarket, Gozo',
  address: { address: 'Triq ir-Repubblika 120, Victoria VCT 1030', latitude: 36.0443, longitude: 14.2397 },
});

type Permission = 'granted' | 'prompt' | 'denied';

function setBrowser({ desktop, permission }: { desktop: boolean; permission: Permission }) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: desktop,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: () => Promise.resolve({ state: permission }) },
  });
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (permission === 'denied') {
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    } else {
      success({ coords: { latitude: 36.04, longitude: 14.24 } } as GeolocationPosition);
    }
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

/** jsdom has no Response: the BFF's answer as much of one as bffFetch reads. */
function answerWith(body: unknown) {
  const fetchMock = jest.fn(() =>
    Promise.resolve({
      status: 200,
      headers: new Headers(),
      json: () => Promise.resolve({ responseCode: 0, data: body }),
    }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const requestedUrls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));

/** The page the server rendered: always the default view (the page is cached, issue 11). */
function renderLocator(locale: 'en' | 'it' = 'en') {
  return renderWithProviders(
    <StoreLocator
      serverPage={aStorePage([birkirkara, victoria], { totalPages: 2, last: false })}
      pageSize={5}
      tiles={tiles}
    />,
    { locale },
  );
}

/** The address the shopper arrived at (a shared link), before the locator mounts. */
const arriveAt = (search: string) => window.history.replaceState(null, '', `/app/stores${search}`);

describe('searchOfView', () => {
  it('writes only what differs from the default, pages from 1', () => {
    expect(searchOfView({ q: '', sort: 'name', page: 0 })).toBe('');
    expect(searchOfView({ q: 'ħamrun', sort: 'distance', page: 2 })).toBe('?q=%C4%A7amrun&sort=distance&p=3');
  });
});

describe('viewOfSearch', () => {
  it('reads what searchOfView writes', () => {
    const view = { q: 'ħamrun', sort: 'distance' as const, page: 2 };
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
  });

  it('falls back to the default for anything odd', () => {
    const defaults = { q: '', sort: 'name', page: 0 };
    expect(viewOfSearch('')).toEqual(defaults);
    expect(viewOfSearch('?p=0&sort=height&utm_source=x')).toEqual(defaults);
    expect(viewOfSearch('?p=abc')).toEqual(defaults);
    expect(viewOfSearch('?p=10001')).toEqual(defaults);
    expect(viewOfSearch(`?q=${'  gozo  '}&p=2`)).toEqual({ q: 'gozo', sort: 'name', page: 1 });
    expect(viewOfSearch(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('StoreLocator', () => {
  beforeEach(() => arriveAt(''));
  afterEach(() => jest.useRealTimers());

  it('shows the server page without asking again, the first store in the panel on desktop', async () => {
    setBrowser({ desktop: true, permission: 'prompt' });
    const fetchMock = answerWith(aStorePage([]));
    renderLocator();
    expect(screen.getByRole('button', { name: /Birkirkara Supermarket/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Details of Birkirkara Supermarket' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Victoria Supermarket/ }));
    expect(screen.getByRole('region', { name: 'Details of Victoria Supermarket, Gozo' })).toBeInTheDocument();
    expect(await screen.findByText(/Share your location/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens stores in place on small screens (accordion)', async () => {
    setBrowser({ desktop: false, permission: 'prompt' });
    answerWith(aStorePage([]));
    renderLocator();
    const button = screen.getByRole('button', { name: /Victoria Supermarket/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Details of/ })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Triq ir-Repubblika',
    );
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await screen.findByText(/Share your location/);
  });

  it('searches one second after typing stops, not before', async () => {
    jest.useFakeTimers();
    setBrowser({ desktop: true, permission: 'prompt' });
    const fetchMock = answerWith(aStorePage([victoria]));
    renderLocator();
    const box = screen.getByRole('searchbox', { name: 'Search stores' });
    fireEvent.change(box, { target: { value: 'vic' } });
    act(() => jest.advanceTimersByTime(600));
    fireEvent.change(box, { target: { value: 'victoria' } });
    act(() => jest.advanceTimersByTime(999));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toEqual(['/app/api/stores/ecommerce?s=5&p=0&q=victoria&lang=en']),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Birkirkara/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Victoria Supermarket/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=victoria');
  });

  it("asks for the page's language, so an Italian page gets Italian hours", async () => {
    setBrowser({ desktop: true, permission: 'prompt' });
    const fetchMock = answerWith(aStorePage([victoria]));
    renderLocator('it');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca negozi' }), {
      target: { value: 'victoria' },
    });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toEqual(['/app/api/stores/ecommerce?s=5&p=0&q=victoria&lang=it']),
    );
  });

  it('offers no distance sort until the position is known, then sorts by it', async () => {
    const getCurrentPosition = setBrowser({ desktop: true, permission: 'prompt' });
    const fetchMock = answerWith(
      aStorePage([
        { ...victoria, distance: 0.4 },
        { ...birkirkara, distance: 25.8 },
      ]),
    );
    renderLocator();
    const distance = screen.getByRole('radio', { name: 'Distance' });
    expect(distance).toBeDisabled();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(distance).toBeChecked());
    expect(distance).toBeEnabled();
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toEqual([
        '/app/api/stores/ecommerce?s=5&p=0&lang=en&lat=36.0400&lon=14.2400',
      ]),
    );
    expect(await screen.findByText('0.4 km away')).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('reads an already granted position once, on arrival', async () => {
    const getCurrentPosition = setBrowser({ desktop: true, permission: 'granted' });
    answerWith(aStorePage([]));
    renderLocator();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Distance' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Name' })).toBeChecked();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('says why when the visitor has blocked the location', async () => {
    setBrowser({ desktop: true, permission: 'denied' });
    answerWith(aStorePage([]));
    renderLocator();
    expect(await screen.findByText(/Location access is blocked/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Distance' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  it('shows the view a shared link asks for once mounted, and keeps it in the address', async () => {
    setBrowser({ desktop: true, permission: 'prompt' });
    arriveAt('?q=valletta&p=2');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const fetchMock = answerWith(
      aStorePage([aStore({ id: 7, name: 'Valletta City Store' })], { number: 1, totalPages: 2 }),
    );
    renderLocator();
    expect(await screen.findByRole('button', { name: /Valletta City Store/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Birkirkara Supermarket/ })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/app/api/stores/ecommerce?s=5&p=1&q=valletta&lang=en']);
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('valletta');
    // Never rewritten, not even to the default view for a moment before the address is read.
    expect(window.location.search).toBe('?q=valletta&p=2');
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '?q=valletta');
  });

  it('keeps the server page for an address asking for the default view, and leaves the address alone', async () => {
    setBrowser({ desktop: true, permission: 'prompt' });
    arriveAt('?utm_source=leaflet');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const fetchMock = answerWith(aStorePage([]));
    renderLocator();
    expect(screen.getByRole('button', { name: /Birkirkara Supermarket/ })).toBeInTheDocument();
    await screen.findByText(/Share your location/);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?utm_source=leaflet');
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it('says so when no store matches, with a way to clear the search', async () => {
    setBrowser({ desktop: true, permission: 'prompt' });
    arriveAt('?q=atlantis');
    const fetchMock = answerWith(aStorePage([], { totalPages: 0 }));
    renderLocator();
    expect(await screen.findByText('No stores found for “atlantis”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    // Back to the default view: the server's page again, without asking.
    expect(await screen.findByRole('button', { name: /Birkirkara Supermarket/ })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/app/api/stores/ecommerce?s=5&p=0&q=atlantis&lang=en']);
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('loads the list in the browser when the server could not, and says when that fails too', async () => {
    setBrowser({ desktop: true, permission: 'prompt' });
    global.fetch = jest.fn(() =>
      Promise.resolve({
        status: 200,
        headers: new Headers(),
        json: () => Promise.resolve({ responseCode: 4000, errorMessage: 'Generic error' }),
      }),
    ) as unknown as typeof fetch;
    renderWithProviders(<StoreLocator serverPage={null} pageSize={5} tiles={tiles} />);
    expect(screen.getByText('Loading stores…', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the stores. Please try again.',
    );
    answerWith(aStorePage([birkirkara]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Birkirkara Supermarket/ })).toBeInTheDocument();
  });
});
