import { fireEvent, render, screen, within } from '@testing-library/react';
import { CouponsScreen } from '@/components/coupons/coupons-screen';
import { cartQueryKey } from '@/lib/cart/cart';
import { couponsQueryKey } from '@/lib/coupons/coupons';
import { checkoutBff, ok, refused } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders, testProviders } from '../render-with-providers';
import { aCoupon } from './coupon-fixtures';

const voucher = aCoupon();
const water = aCoupon({
  id: 8,
  description: 'A free pack of water',
  kind: 'WATER',
  discount: 0,
  imageUrl: '/app/api/media/coupons/water.svg',
  status: 'ACTIVATED',
});
const used = aCoupon({ id: 9, description: '10 % off fruit', kind: 'DISCOUNT', status: 'BURNT' });
const lapsed = aCoupon({
  id: 10,
  description: '2 € off', // expired at the end of 31 October, Malta time
  kind: 'DISCOUNT',
  discount: 2,
  status: 'EXPIRED',
  expiresAt: '2026-10-31T22:59:00Z',
});

function showCoupons(coupons = [voucher, water, used, lapsed], locale: 'en' | 'it' = 'en') {
  const { Wrapper, queryClient } = testProviders({ profile: aProfile(), locale });
  queryClient.setQueryData(couponsQueryKey, coupons);
  render(<CouponsScreen />, { wrapper: Wrapper });
  return queryClient;
}

const card = (description: string) =>
  within(screen.getByRole('heading', { name: description }).closest('li') as HTMLElement);

describe('the coupons page (spec §2 coupons)', () => {
  it('asks a visitor to sign in', () => {
    checkoutBff({});
    renderWithProviders(<CouponsScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to see your coupons' })).toBeInTheDocument();
  });

  it('shows each coupon with its picture, expiry and the button of its status', () => {
    checkoutBff({});
    showCoupons();
    expect(within(screen.getByRole('list', { name: 'Your coupons' })).getAllByRole('listitem')).toHaveLength(
      4,
    );

    const issued = card('5 € loyalty voucher');
    expect(issued.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    expect(issued.getByText('Valid until 31/12/2026')).toBeInTheDocument();
    expect(issued.getByRole('button', { name: 'Activate coupon' })).toBeEnabled();

    const activated = card('A free pack of water');
    // The picture is decorative: the heading names the coupon.
    expect(activated.getByRole('presentation')).toHaveAttribute('src', expect.stringContaining('water.svg'));
    expect(activated.getByRole('button', { name: 'Coupon activated' })).toBeDisabled();

    expect(card('10 % off fruit').getByRole('button', { name: 'Coupon already used' })).toBeDisabled();

    const expired = card('2 € off');
    expect(expired.getByText('Expired on 31/10/2026')).toBeInTheDocument();
    expect(expired.getByRole('button', { name: 'Coupon expired' })).toBeDisabled();
  });

  it('reads in Italian', () => {
    checkoutBff({});
    showCoupons([voucher, used], 'it');
    expect(card('5 € loyalty voucher').getByText('Valido fino al 31/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attiva coupon' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Coupon già utilizzato' })).toBeDisabled();
  });

  it('activates a coupon: busy while asked, then the answer replaces the list and the cart is read again', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const calls = checkoutBff({
      'POST /coupons/7': () => new Promise((resolve) => (answer = resolve)),
    });
    const queryClient = showCoupons([voucher, used]);
    queryClient.setQueryData(cartQueryKey, null);

    fireEvent.click(screen.getByRole('button', { name: 'Activate coupon' }));
    const busy = await screen.findByRole('button', { name: 'Activating…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/coupons/7', body: undefined })]);

    // The answer is the whole list: here with a coupon the page did not show yet.
    const fresh = aCoupon({ id: 11, description: 'Free pack of water', kind: 'WATER', discount: 0 });
    answer(ok([{ ...voucher, status: 'ACTIVATED' }, used, fresh]));
    expect(
      await card('5 € loyalty voucher').findByRole('button', { name: 'Coupon activated' }),
    ).toBeDisabled();
    expect(card('Free pack of water').getByRole('button', { name: 'Activate coupon' })).toBeEnabled();
    expect(screen.getByText('Coupon activated: it will be applied to your next order')).toBeInTheDocument();
    expect(queryClient.getQueryState(cartQueryKey)?.isInvalidated).toBe(true);
  });

  describe('a refused activation: the list was stale, so it is read again', () => {
    beforeEach(() => {
      document.cookie = 'signedIn=1';
    });
    afterEach(() => {
      document.cookie = 'signedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });

    it("says the coupon is gone when it is not the customer's any more (the API's 404)", async () => {
      checkoutBff({
        'POST /coupons/7': { status: 404, body: { responseCode: 4000, errorMessage: 'Coupon not found' } },
        'GET /coupons': ok([used]),
      });
      showCoupons([voucher, used], 'it');
      fireEvent.click(screen.getByRole('button', { name: 'Attiva coupon' }));
      expect(await screen.findByText('Questo coupon non è più disponibile')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '5 € loyalty voucher' })).not.toBeInTheDocument();
    });

    it('says in Italian that it was used meanwhile, and shows it used', async () => {
      checkoutBff({
        'POST /coupons/7': refused(4000, 'This coupon has already been used'),
        'GET /coupons': ok([{ ...voucher, status: 'BURNT' }]),
      });
      showCoupons([voucher], 'it');
      fireEvent.click(screen.getByRole('button', { name: 'Attiva coupon' }));
      expect(await screen.findByText('Questo coupon è già stato utilizzato')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Coupon già utilizzato' })).toBeDisabled();
    });

    it('says that it expired meanwhile', async () => {
      checkoutBff({
        'POST /coupons/7': refused(4000, 'This coupon has expired'),
        'GET /coupons': ok([{ ...voucher, status: 'EXPIRED' }]),
      });
      showCoupons([voucher]);
      fireEvent.click(screen.getByRole('button', { name: 'Activate coupon' }));
      expect(await screen.findByText('This coupon has expired')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Coupon expired' })).toBeDisabled();
    });

    it("shows a refusal it cannot name in the API's words", async () => {
      checkoutBff({
        'POST /coupons/7': refused(4000, 'Coupons are resting tonight'),
        'GET /coupons': ok([voucher]),
      });
      showCoupons([voucher]);
      fireEvent.click(screen.getByRole('button', { name: 'Activate coupon' }));
      expect(await screen.findByText('Coupons are resting tonight')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Activate coupon' })).toBeEnabled();
    });
  });

  it("says so in the shop's words when the call itself fails", async () => {
    checkoutBff({ 'POST /coupons/7': { status: 502, body: null } });
    showCoupons([voucher]);
    fireEvent.click(screen.getByRole('button', { name: 'Activate coupon' }));
    expect(
      await screen.findByText('The coupon could not be activated. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate coupon' })).toBeEnabled();
  });

  it('says when there are none', () => {
    checkoutBff({});
    showCoupons([]);
    expect(screen.getByRole('heading', { name: 'You have no coupons yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reads the coupons from the BFF', async () => {
    document.cookie = 'signedIn=1';
    const calls = checkoutBff({ 'GET /coupons': ok([voucher]) });
    renderWithProviders(<CouponsScreen />, { profile: aProfile() });
    expect(await screen.findByRole('heading', { name: '5 € loyalty voucher' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /coupons']);
    document.cookie = 'signedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
