import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '@/components/ui/toast';

let pathname = '/profile/data';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function DeleteButton() {
  const { showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('Your account has been deleted')}>
        Delete
      </button>
      <button type="button" onClick={() => showToast('Added 10 pc Water', { endsWithPage: true })}>
        Add
      </button>
    </>
  );
}

const shop = () => (
  <ToastProvider>
    <DeleteButton />
  </ToastProvider>
);
const renderShop = () => render(shop());

describe('ToastProvider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pathname = '/profile/data';
  });
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 2 seconds', () => {
    renderShop();
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps a toast 2 seconds on the page a slow navigation lands on', () => {
    const view = renderShop();
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    // The home page takes 1.5 s to arrive.
    act(() => jest.advanceTimersByTime(1500));
    pathname = '/';
    view.rerender(
      <ToastProvider>
        <DeleteButton />
      </ToastProvider>,
    );
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes a toast about its page away when the shopper moves to another page', () => {
    const view = renderShop();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Added 10 pc Water');
    act(() => jest.advanceTimersByTime(500));
    pathname = '/cart';
    view.rerender(shop());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Back on the first page, it does not come back either.
    act(() => jest.advanceTimersByTime(0));
    pathname = '/profile/data';
    view.rerender(shop());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps a toast about its page its 2 seconds while the page stays', () => {
    renderShop();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Added 10 pc Water');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
