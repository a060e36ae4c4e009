import type { Cart } from '@shop/product-api/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AvailabilityStep } from '@/components/checkout/availability-step';
import { cartQueryKey } from '@/lib/cart/cart';
import { aCart } from '../cart/cart-fixtures';
import { renderWithProviders } from '../render-with-providers';
import {
  DAYS,
  MONDAY_SLOTS,
  WEDNESDAY_SLOTS,
  aHeldCart,
  checkoutBff,
  ok,
  refused,
} from './checkout-fixtures';

const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
// Swiper is an ES module jest does not load; the radios work without it.
jest.mock('@/components/catalogue/use-swiper-when-idle', () => ({
  useSwiperWhenIdle: () => ({ current: null }),
}));
jest.mock('swiper/css', () => ({}));

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The step as the screen holds it: the cart from the query cache, the notice in state. */
function Harness({ cart }: { cart: Cart }) {
  const { data } = useQuery({ queryKey: cartQueryKey, queryFn: () => cart, initialData: cart });
  const [notice, setNotice] = useState<string | null>(null);
  return data ? <AvailabilityStep cart={data} notice={notice} onNotice={setNotice} /> : null;
}

function standardBff(
  hold = ok({
    timeSlotId: 101,
    validFrom: MONDAY_SLOTS[0]?.validFrom,
    validTo: MONDAY_SLOTS[0]?.validTo,
    expiresAt: inMinutes(15),
  }),
) {
  return checkoutBff({
    'GET /ecommerce/slots/41/days': ok(DAYS),
    'GET /ecommerce/slots/41?weekDay=1': ok(MONDAY_SLOTS),
    'GET /ecommerce/slots/41?weekDay=3': ok(WEDNESDAY_SLOTS),
    'POST /ecommerce/slots/hold': hold,
  });
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const timeGroup = () => screen.getByRole('group', { name: /^Time on/ });

beforeEach(() => push.mockReset());

describe('AvailabilityStep (spec §2 step 1, §4 checkout)', () => {
  it('lists the ten days, days without a free slot disabled, and the first free day’s times', async () => {
    standardBff();
    renderWithProviders(<Harness cart={aCart()} />);
    const days = within(await screen.findByRole('group', { name: 'Day' })).getAllByRole('radio');
    expect(days).toHaveLength(10);
    expect(screen.getByRole('radio', { name: 'Tuesday 3 March, Full' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Monday 2 March' })).toBeChecked();
    // Malta is UTC+1 in March; 9 March's Monday slot is not this day's.
    const times = within(await screen.findByRole('group', { name: 'Time on Monday 02/03' })).getAllByRole(
      'radio',
    );
    expect(times.map((radio) => radio.closest('div')?.textContent)).toEqual([
      '09:00–11:00',
      '12:00–14:00Full',
      '16:00–18:00Last places',
    ]);
    expect(screen.getByRole('radio', { name: /12:00–14:00/ })).toBeDisabled();
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription('Choose a day and a time to go on.');
  });

  it('holds the picked time, counts down, and only then lets the shopper go on', async () => {
    const calls = standardBff();
    renderWithProviders(<Harness cart={aCart()} />);
    fireEvent.click(await screen.findByRole('radio', { name: '09:00–11:00' }));
    expect(screen.getByRole('radio', { name: '09:00–11:00' })).toBeChecked();
    expect(await screen.findByRole('timer')).toHaveTextContent(/Slot held for 1[45]:\d\d/);
    expect(calls.filter((call) => call.path === '/ecommerce/slots/hold').map((call) => call.body)).toEqual([
      { cartId: 41, timeSlotId: 101 },
    ]);
    // Said politely, at a few marks only (use-countdown.ts).
    expect(screen.getByText(/^Your time is held for 1[45] more minutes or less.$/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(nextButton()).toBeEnabled();
    fireEvent.click(nextButton());
    expect(push).toHaveBeenCalledWith('/checkout/data');
  });

  it('clears the time when the day changes', async () => {
    standardBff();
    renderWithProviders(<Harness cart={aCart()} />);
    fireEvent.click(await screen.findByRole('radio', { name: '09:00–11:00' }));
    await screen.findByRole('timer');
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday 4 March' }));
    await screen.findByRole('group', { name: 'Time on Wednesday 04/03' });
    expect(
      within(timeGroup())
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('says a time that filled meanwhile is gone (4028) and reloads the days and times', async () => {
    const calls = standardBff(refused(4028, 'Chosen time slot no longer available; select a new time'));
    renderWithProviders(<Harness cart={aCart()} />);
    fireEvent.click(await screen.findByRole('radio', { name: '09:00–11:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chosen time slot no longer available; select a new time.',
    );
    expect(screen.getByRole('radio', { name: '09:00–11:00' })).not.toBeChecked();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/ecommerce/slots/41/days')).toHaveLength(2),
    );
    expect(nextButton()).toBeDisabled();
  });

  it('says the cart is below the minimum order instead of offering times, with the way back to the cart', async () => {
    const calls = standardBff();
    renderWithProviders(<Harness cart={aCart({ netTotal: 5.9, minNetTotal: 10 })} />);
    expect(
      await screen.findByText(
        'The minimum order is not met: the minimum is €10.00. Add more to your cart to choose a time.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.filter((call) => call.path === '/ecommerce/slots/hold')).toEqual([]);
  });

  it('says how long to wait when the other carts already hold the most times (429)', async () => {
    standardBff({
      status: 429,
      headers: { 'retry-after': '540' },
      body: { responseCode: 4000, errorMessage: 'Your other carts already hold 2 time slots' },
    });
    renderWithProviders(<Harness cart={aCart()} />);
    fireEvent.click(await screen.findByRole('radio', { name: '09:00–11:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your other carts already hold a time. Place one of those orders, or try again in 9 minutes.',
    );
    expect(screen.getByRole('radio', { name: '09:00–11:00' })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });

  it('says the cart cannot hold a time (4000) in the shopper’s words and reads the cart again', async () => {
    const calls = standardBff(refused(4000, 'Minimum order not met: 10.00 €'));
    renderWithProviders(<Harness cart={aCart()} />);
    fireEvent.click(await screen.findByRole('radio', { name: '09:00–11:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time cannot be held for your cart. Check your cart, then choose a time again.',
    );
    expect(calls.some((call) => call.path === '/ecommerce/slots/hold')).toBe(true);
  });

  it('shows a hold still running as chosen, and says so when it runs out', async () => {
    standardBff();
    renderWithProviders(<Harness cart={aHeldCart(new Date(Date.now() + 1500).toISOString())} />);
    expect(await screen.findByRole('radio', { name: '09:00–11:00' })).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent('Slot held for 0:0');
    expect(nextButton()).toBeEnabled();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The time you chose is no longer held for you. Choose a time again.',
    );
    expect(screen.getByRole('radio', { name: '09:00–11:00' })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });
});
