import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { ProductListInfinite } from '@/components/catalogue/product-list-infinite';
import { aProduct } from '../fixtures';
import { renderToString } from 'react-dom/server';
import { renderWithProviders, testProviders } from '../render-with-providers';
import type * as Navigation from '@/i18n/navigation';

// Each card's buy button can navigate (to /cart/create); no app router is mounted here.
jest.mock('@/i18n/navigation', () => ({
  ...jest.requireActual<typeof Navigation>('@/i18n/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

const pageOf = (number: number, totalPages: number, ids: number[]): ProductPage => ({
  data: ids.map((id) => aProduct({ id, description: `Product ${id}`, barcode: String(5350000000000 + id) })),
  number,
  totalPages,
  last: number >= totalPages - 1,
});

function answerPages(pages: Record<number, ProductPage>) {
  const fetchMock = jest.fn(async (url: string) => {
    const p = Number(new URL(url, 'http://shop.test').searchParams.get('p'));
    return { status: 200, headers: new Headers(), json: async () => ({ responseCode: 0, data: pages[p] }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const products = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');

describe('ProductListInfinite', () => {
  it("keeps 'Load more' disabled in the server's HTML, where a click before React runs would be lost", () => {
    answerPages({});
    const { Wrapper } = testProviders();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Wrapper>
        <ProductListInfinite filters={{ category: 3 }} firstPage={pageOf(0, 2, [1, 2])} empty={<p>none</p>} />
      </Wrapper>,
    );
    expect(within(container).getByRole('button', { name: 'Load more' })).toBeDisabled();

    renderWithProviders(
      <ProductListInfinite filters={{ category: 3 }} firstPage={pageOf(0, 2, [1, 2])} empty={<p>none</p>} />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows the server-rendered first page without asking the network', () => {
    const fetchMock = answerPages({});
    renderWithProviders(
      <ProductListInfinite filters={{ category: 3 }} firstPage={pageOf(0, 2, [1, 2])} empty={<p>none</p>} />,
    );
    expect(products()).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the next pages with the same filters and stops on the last one', async () => {
    const fetchMock = answerPages({ 1: pageOf(1, 3, [3, 4]), 2: pageOf(2, 3, [5]) });
    renderWithProviders(
      <ProductListInfinite
        filters={{ category: 3, onlyPromotions: true }}
        firstPage={pageOf(0, 3, [1, 2])}
        empty={<p>none</p>}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Product 4' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/app/api/ecommerce/products?category=3&onlyPromotions=true&p=1&lang=en',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Product 5' });
    expect(products()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 5 products shown')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a product that moved between pages only once', async () => {
    answerPages({ 1: pageOf(1, 2, [2, 3]) });
    renderWithProviders(
      <ProductListInfinite filters={{}} firstPage={pageOf(0, 2, [1, 2])} empty={<p>none</p>} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Product 3' });
    expect(products()).toHaveLength(3);
  });

  it('says so when the next page fails, and offers to try again', async () => {
    global.fetch = jest.fn(async () => ({
      status: 500,
      headers: new Headers(),
      json: async () => null,
    })) as unknown as typeof fetch;
    renderWithProviders(
      <ProductListInfinite filters={{}} firstPage={pageOf(0, 2, [1])} empty={<p>none</p>} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More products could not be loaded');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows the empty state when there is nothing', () => {
    renderWithProviders(
      <ProductListInfinite filters={{}} firstPage={pageOf(0, 0, [])} empty={<p>No items present</p>} />,
    );
    expect(screen.getByText('No items present')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows skeletons instead of stale products while new filters are on their way', () => {
    renderWithProviders(
      <ProductListInfinite filters={{}} firstPage={pageOf(0, 1, [1, 2])} empty={<p>none</p>} pending />,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Updating the products…')).toHaveAttribute('role', 'status');
  });
});
