import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeafletHotspot } from '@shop/product-api/contract/content';
import { LeafletCarousel } from '@/components/content/leaflet-carousel';
import { LeafletHotspotCard } from '@/components/content/leaflet-hotspot-card';
import { LeafletHotspots } from '@/components/content/leaflet-hotspots';
import { aProduct } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import type * as Navigation from '@/i18n/navigation';

// The buy controls' router (they send a shopper without a cart to open one).
jest.mock('@/i18n/navigation', () => ({
  ...jest.requireActual<typeof Navigation>('@/i18n/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

// Swiper's global stylesheet is for the browser (next/jest maps only CSS modules).
jest.mock('swiper/css', () => ({}));

// jsdom has no modal dialogs: showModal and close only toggle `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const cheese = aProduct();
const water = aProduct({
  id: 7,
  barcode: '5350000000070',
  description: 'Still water 6 x 1.5 l',
  depositUnits: 6,
});
const spot = (page: number, product = cheese, x = 0.1): LeafletHotspot => ({
  page,
  x,
  y: 0.25,
  w: 0.45,
  h: 0.2,
  product,
});

describe('LeafletHotspots', () => {
  it('puts a button named by its product at its rectangle, in percent of the page', () => {
    const chosen = jest.fn();
    renderWithProviders(<LeafletHotspots hotspots={[spot(0)]} hidden={false} onChoose={chosen} />);
    const button = screen.getByRole('button', { name: 'Ġbejniet Friski (pack of 3)' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.parentElement).toHaveStyle({
      left: '10.000%',
      top: '25.000%',
      width: '45.000%',
      height: '20.000%',
    });
    fireEvent.click(button);
    expect(chosen).toHaveBeenCalledWith(cheese);
  });

  it('keeps the buttons of a page out of view out of the tab order', () => {
    renderWithProviders(<LeafletHotspots hotspots={[spot(0)]} hidden onChoose={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Ġbejniet Friski (pack of 3)' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('opens nothing for the click that ends a swipe (Swiper marks it prevented)', () => {
    const chosen = jest.fn();
    renderWithProviders(<LeafletHotspots hotspots={[spot(0)]} hidden={false} onChoose={chosen} />);
    const button = screen.getByRole('button', { name: 'Ġbejniet Friski (pack of 3)' });
    button.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    fireEvent.click(button);
    expect(chosen).not.toHaveBeenCalled();
  });
});

describe('LeafletHotspotCard', () => {
  it('shows the price, the offer, the deposit and the buy button; signed out, buying opens the login', async () => {
    const promotions = [{ valueType: 'PERCENTAGE', value: 20, quantity: null, description: '-20%' }];
    renderWithProviders(
      <>
        <LeafletHotspotCard
          product={aProduct({ ...water, price: 3, netPrice: 2.4, promotions })}
          onClose={jest.fn()}
        />
        <LoginDialogProbe />
      </>,
    );
    const card = screen.getByRole('dialog', { name: 'Still water 6 x 1.5 l' });
    expect(within(card).getByText('€3.00').closest('s')).not.toBeNull();
    expect(within(card).getByText('€2.40')).toBeInTheDocument();
    expect(within(card).getByText('-20%')).toBeInTheDocument();
    expect(within(card).getByText('plus €0.60 deposit')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Product details' })).toHaveAttribute(
      'href',
      '/product/5350000000070',
    );
    fireEvent.click(within(card).getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(screen.getByText('login open')).toBeInTheDocument());
  });

  it('closes with its close button', () => {
    const onClose = jest.fn();
    renderWithProviders(<LeafletHotspotCard product={cheese} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reads in Italian', () => {
    renderWithProviders(<LeafletHotspotCard product={cheese} onClose={jest.fn()} />, { locale: 'it' });
    expect(screen.getByRole('link', { name: 'Dettagli del prodotto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });
});

describe('LeafletCarousel with hotspots', () => {
  const images = ['/app/media/leaflets/x/page-1.svg', '/app/media/leaflets/x/page-2.svg'];

  it('puts each page its own products, and a tap opens the card of the product tapped', async () => {
    renderWithProviders(
      <LeafletCarousel
        title="Christmas selection"
        images={images}
        hotspots={[spot(0), spot(1, water, 0.5)]}
      />,
    );
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    expect(
      within(first as HTMLElement).getByRole('button', { name: cheese.description }),
    ).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('button', { name: water.description, hidden: true }),
    ).toHaveAttribute('tabindex', '-1');
    expect(
      screen.getByText('Tap a product on the page to see its price and add it to your cart.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: cheese.description }));
    expect(await screen.findByRole('dialog', { name: cheese.description })).toBeInTheDocument();
  });

  it('shows a leaflet without hotspots as before: no product buttons, no hint', () => {
    renderWithProviders(<LeafletCarousel title="Christmas selection" images={images} />);
    expect(screen.queryByRole('button', { name: cheese.description })).not.toBeInTheDocument();
    expect(screen.queryByText(/Tap a product/)).not.toBeInTheDocument();
  });
});
