import { checkoutFormSchema, freezeRequestOf } from '@/components/checkout/checkout-form-schema';
import { stepOfPath } from '@/components/checkout/checkout-step';
import { DAY_SLIDER_BREAKPOINTS, daysShownAt } from '@/components/checkout/day-slider-layout';
import { AttemptKeys } from '@/components/checkout/idempotency-key';
import { orderIdOf, paymentReturnOf } from '@/components/checkout/payment-return';
import { announcedMinutes, formatCountdown } from '@/components/checkout/use-countdown';
import { aCart } from '../cart/cart-fixtures';
import { aBillingAddress } from './checkout-fixtures';

describe('the day slider (spec §2: 7 days; 4 under 1024 px, 3 under 768, 2 under 480)', () => {
  it.each([
    [1280, 7],
    [1024, 7],
    [1023, 4],
    [768, 4],
    [767, 3],
    [480, 3],
    [479, 2],
    [390, 2],
  ])('shows at %i px %i days', (width, days) => {
    expect(daysShownAt(width)).toBe(days);
  });

  it('gives Swiper the same counts as min-width breakpoints', () => {
    expect(
      Object.entries(DAY_SLIDER_BREAKPOINTS).map(([from, layout]) => [Number(from), layout.slidesPerView]),
    ).toEqual([
      [0, 2],
      [480, 3],
      [768, 4],
      [1024, 7],
    ]);
  });
});

describe('the steps of the address (spec §2)', () => {
  it.each([
    ['/checkout', 'availability'],
    ['/checkout/', 'availability'],
    ['/checkout/data', 'data'],
    ['/checkout/summary', 'data'],
    ['/checkout/confirm', 'confirm'],
  ])('%s is the %s step', (path, step) => {
    expect(stepOfPath(path)).toBe(step);
  });

  it('reads the order and the payment outcome of the confirm address', () => {
    expect(orderIdOf('?orderId=77&payment=declined')).toBe(77);
    expect(paymentReturnOf('?orderId=77&payment=declined')).toBe('declined');
    expect(orderIdOf('?orderId=abc')).toBeNull();
    expect(orderIdOf('')).toBeNull();
    expect(paymentReturnOf('?payment=stolen')).toBeNull();
  });
});

describe('the hold countdown', () => {
  it('writes minutes and seconds', () => {
    expect(formatCountdown(14 * 60 + 32)).toBe('14:32');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('tells a screen reader at the start and at 10, 5, 2 and 1 minutes only', () => {
    const start = 15 * 60;
    const said = new Set<number>();
    for (let left = start; left > 0; left -= 1) said.add(announcedMinutes(left, start));
    expect([...said]).toEqual([15, 10, 5, 2, 1]);
    expect(announcedMinutes(9 * 60 + 59, start)).toBe(10);
  });
});

describe('one Idempotency-Key per attempt', () => {
  it('keeps the key while the same submission is retried, and starts a new one after an answer or a change', () => {
    let next = 0;
    const keys = new AttemptKeys(() => `key-${++next}`);
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":2}')).toBe('key-2');
    keys.answered();
    expect(keys.keyFor('{"a":2}')).toBe('key-3');
  });
});

describe('the data step form (spec §5 checkout rules)', () => {
  const valid = {
    profileEmail: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Borg',
    profileMobilePhonePrefix: '356',
    profileMobilePhone: '79123456',
    notes: '  Ring twice 🔔  please ★ ',
    invoice: false,
    billingAddressId: '',
    enableProductsReplacement: true,
    gift: false,
    paymentMode: 'CASH',
  };

  it('strips emoji and symbols from the notes and keeps them to 50 characters', () => {
    const parsed = checkoutFormSchema([]).parse(valid);
    expect(parsed.notes).toBe('Ring twice please');
    const long = checkoutFormSchema([]).safeParse({ ...valid, notes: 'x'.repeat(51) });
    expect(long.error?.issues[0]).toMatchObject({ path: ['notes'], message: 'error.tooLong' });
  });

  it('needs the replacement box and a payment method', () => {
    const result = checkoutFormSchema([]).safeParse({
      ...valid,
      enableProductsReplacement: false,
      paymentMode: '',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'enableProductsReplacement',
      'paymentMode',
    ]);
  });

  it.each(['vatCode', 'companyName', 'address', 'streetNumber', 'zip', 'city', 'county', 'phone'] as const)(
    "refuses an invoice to a billing address without %s ('incompleteBillingAddress')",
    (field) => {
      const result = checkoutFormSchema([aBillingAddress({ [field]: '' })]).safeParse({
        ...valid,
        invoice: true,
        billingAddressId: '5',
      });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['billingAddressId'], message: 'checkout.incompleteBillingAddress' }),
      ]);
    },
  );

  it('sends the complete billing address, and the gift only when the cart earns it', () => {
    const values = checkoutFormSchema([aBillingAddress()]).parse({
      ...valid,
      invoice: true,
      billingAddressId: '5',
      gift: true,
    });
    const request = freezeRequestOf(values, aCart({ giftAvailable: false }), 101);
    expect(request).toMatchObject({
      cartId: 41,
      timeSlotId: 101,
      invoice: true,
      billingAddressId: 5,
      gift: false,
    });
  });
});
