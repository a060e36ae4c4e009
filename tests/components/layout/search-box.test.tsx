import { act, fireEvent, screen } from '@testing-library/react';
import { SearchBox } from '@/components/layout/search-box';
import { announceAddressQuery } from '@/lib/use-address-query';
import { renderWithProviders } from '../render-with-providers';

const mockPush = jest.fn();
let mockPathname = '/';
let mockSearchParams = new URLSearchParams();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: mockPush }),
  usePathname: () => mockPathname,
}));
// The box reads the searched text from the address (window.location).
const setAddress = (params: URLSearchParams) => {
  const query = params.toString();
  window.history.replaceState(null, '', query ? `/?${query}` : '/');
};

const suggestions = {
  tips: ['Kinnie Original 1.5L', 'Kinnie Zest 1.5L'],
  categories: [{ label: 'Soft Drinks', count: 4, categoryId: 21 }],
  brands: ['Kinnie'],
};

function answerSuggestions() {
  const fetchMock = jest.fn(async (url: string) => ({
    url,
    status: 200,
    headers: new Headers(),
    json: async () => ({ responseCode: 0, data: suggestions }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const input = () => screen.getByRole('combobox', { name: 'Search products' });

/** Nothing is asked 999 ms after the last keystroke; at 1 s exactly one request, for `url`. */
async function expectOneRequestOneSecondAfterTyping(fetchMock: jest.Mock, url: string) {
  await act(async () => {
    jest.advanceTimersByTime(999);
  });
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  await screen.findAllByRole('option');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe(url);
}

/** Types, then lets the 1 s pause pass and the answer arrive. */
async function typeAndWait(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  await screen.findByRole('listbox', { name: 'Suggestions' });
  await screen.findAllByRole('option');
}

describe('SearchBox suggestions (combobox)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPush.mockClear();
    mockPathname = '/';
    mockSearchParams = new URLSearchParams();
    setAddress(mockSearchParams);
  });
  afterEach(() => jest.useRealTimers());

  it('asks for suggestions only once typing has stopped for 1 second', async () => {
    const fetchMock = answerSuggestions();
    renderWithProviders(<SearchBox />);
    fireEvent.change(input(), { target: { value: 'ki' } });
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    fireEvent.change(input(), { target: { value: 'kinn' } });
    await expectOneRequestOneSecondAfterTyping(
      fetchMock,
      '/app/api/ecommerce/products/search?q=kinn&lang=en',
    );
  });

  it('shows tips, categories with counts and brands, and says it is expanded', async () => {
    answerSuggestions();
    renderWithProviders(<SearchBox />);
    await typeAndWait('kinn');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kinnie Original 1.5L',
      'Kinnie Zest 1.5L',
      'Soft Drinks4 products',
      'Kinnie',
    ]);
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
  });

  it('drops the previous word’s suggestions at the first keystroke of a new one', async () => {
    const fetchMock = answerSuggestions();
    renderWithProviders(<SearchBox />);
    await typeAndWait('kinn');
    fireEvent.change(input(), { target: { value: 'p' } });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(input(), { target: { value: 'pasta' } });
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await screen.findAllByRole('option');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/app/api/ecommerce/products/search?q=kinn&lang=en',
      '/app/api/ecommerce/products/search?q=pasta&lang=en',
    ]);
  });

  it('moves with the arrows, points the input at the highlighted option and opens it with Enter', async () => {
    answerSuggestions();
    renderWithProviders(<SearchBox />);
    await typeAndWait('kinn');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const highlighted = screen.getByRole('option', { selected: true });
    expect(highlighted).toHaveTextContent('Soft Drinks');
    expect(input()).toHaveAttribute('aria-activedescendant', highlighted.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/category', query: { id: '21' } });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowUp from nothing highlights the last option; a brand searches the typed text in that brand', async () => {
    answerSuggestions();
    renderWithProviders(<SearchBox />);
    await typeAndWait('kinn');
    // The input keeps the focus: the list itself brings the highlighted option into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const options = screen.getAllByRole('option');
    expect(scrolled.at(-1)).toBe(options.at(-1));
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'kinn', brand: 'Kinnie' } });
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('Enter with nothing highlighted searches the text', async () => {
    answerSuggestions();
    renderWithProviders(<SearchBox />);
    await typeAndWait('kinn');
    fireEvent.submit(screen.getByRole('search'));
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'kinn' } });
  });

  it('a click on a tip searches it and closes the dropdown', async () => {
    answerSuggestions();
    renderWithProviders(<SearchBox />);
    await typeAndWait('kinn');
    fireEvent.click(screen.getByRole('option', { name: 'Kinnie Zest 1.5L' }));
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'Kinnie Zest 1.5L' } });
    expect(input()).toHaveValue('Kinnie Zest 1.5L');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape and a click elsewhere close the dropdown', async () => {
    answerSuggestions();
    renderWithProviders(
      <>
        <SearchBox />
        <p>elsewhere</p>
      </>,
    );
    await typeAndWait('kinn');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('shows the search of the search screen, follows a new one and empties elsewhere', () => {
    mockPathname = '/search';
    mockSearchParams = new URLSearchParams({ q: 'kinnie' });
    setAddress(mockSearchParams);
    const { rerender } = renderWithProviders(<SearchBox />);
    expect(input()).toHaveValue('kinnie');

    mockSearchParams = new URLSearchParams({ q: 'bread' });
    setAddress(mockSearchParams);
    rerender(<SearchBox />);
    expect(input()).toHaveValue('bread');

    mockPathname = '/category';
    mockSearchParams = new URLSearchParams({ id: '3' });
    setAddress(mockSearchParams);
    rerender(<SearchBox />);
    expect(input()).toHaveValue('');
  });

  it('keeps what the shopper types while the search stays the same', () => {
    mockPathname = '/search';
    mockSearchParams = new URLSearchParams({ q: 'kinnie' });
    setAddress(mockSearchParams);
    const { rerender } = renderWithProviders(<SearchBox />);
    fireEvent.change(input(), { target: { value: 'kinnie zest' } });
    rerender(<SearchBox />);
    expect(input()).toHaveValue('kinnie zest');
  });

  // Issue 30: Next's navigations change the address without an event, so the box read the new
  // search at its next render, the shopper's next keystroke, and put the old text back.
  it('empties after a search: the next search shows when it arrives, not at the next keystroke', () => {
    mockPathname = '/search';
    setAddress(new URLSearchParams({ q: 'kinnie' }));
    renderWithProviders(<SearchBox />);
    fireEvent.change(input(), { target: { value: 'mil' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(mockPush).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'mil' } });

    // The router shows /search?q=mil; the results page says so once it is on screen.
    setAddress(new URLSearchParams({ q: 'mil' }));
    act(() => announceAddressQuery());
    expect(input()).toHaveValue('mil');

    fireEvent.change(input(), { target: { value: '' } });
    expect(input()).toHaveValue('');
    fireEvent.change(input(), { target: { value: 'pasta' } });
    expect(input()).toHaveValue('pasta');
  });

  it('keeps what the shopper typed while the results loaded, even unannounced', () => {
    mockPathname = '/search';
    setAddress(new URLSearchParams({ q: 'kinnie' }));
    renderWithProviders(<SearchBox />);
    fireEvent.change(input(), { target: { value: 'bread' } });
    fireEvent.submit(screen.getByRole('search'));
    // Emptied before the results arrive; then the address changes with no event at all.
    fireEvent.change(input(), { target: { value: '' } });
    setAddress(new URLSearchParams({ q: 'bread' }));
    fireEvent.change(input(), { target: { value: 'p' } });
    expect(input()).toHaveValue('p');
    act(() => announceAddressQuery());
    expect(input()).toHaveValue('p');
  });

  it('asks nothing for the search shown from the address, only 1 s after the shopper changes it', async () => {
    const fetchMock = answerSuggestions();
    mockPathname = '/search';
    mockSearchParams = new URLSearchParams({ q: 'kinnie' });
    setAddress(mockSearchParams);
    renderWithProviders(<SearchBox />);
    fireEvent.focus(input());
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();

    fireEvent.change(input(), { target: { value: 'kinnie z' } });
    await expectOneRequestOneSecondAfterTyping(
      fetchMock,
      '/app/api/ecommerce/products/search?q=kinnie+z&lang=en',
    );
  });
});
