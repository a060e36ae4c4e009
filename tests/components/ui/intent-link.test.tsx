import { fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from '@/components/ui/intent-link';

// The real Link prefetches through the router; this one shows the prefetch it was given.
jest.mock('@/i18n/navigation', () => ({
  Link: ({
    href,
    prefetch,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean | null }) => (
    <a href={`/app${href}`} data-prefetch={String(prefetch)} {...rest} />
  ),
}));

describe('IntentLink', () => {
  it('does not prefetch on sight, only once the shopper points at the link', () => {
    const onPointerEnter = jest.fn();
    render(
      <IntentLink href="/product/5350000000017" onPointerEnter={onPointerEnter}>
        Gbejniet
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Gbejniet' });
    expect(link).toHaveAttribute('href', '/app/product/5350000000017');
    expect(link).toHaveAttribute('data-prefetch', 'false');

    fireEvent.pointerEnter(link);
    expect(link).toHaveAttribute('data-prefetch', 'null');
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a touch', (link: HTMLElement) => fireEvent.touchStart(link)],
    ['keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
  ])('prefetches on %s', (_name, act) => {
    render(<IntentLink href="/category?id=1">Fruit</IntentLink>);
    const link = screen.getByRole('link', { name: 'Fruit' });
    act(link);
    expect(link).toHaveAttribute('data-prefetch', 'null');
  });
});
