import { fireEvent, screen } from '@testing-library/react';

/**
 * A stand-in for the browser's fetch that answers the BFF routes the sign-up wizard calls, each
 * from a list of answers (the last one repeats), and records what was sent.
 */
export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };

export function answerBffWith(routes: Record<string, FakeAnswer[]>) {
  const calls: { url: string; body: unknown }[] = [];
  const served = new Map<string, number>();
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (url: string, init: { body?: string } = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(init.body) : undefined });
      const route = Object.keys(routes).find((path) => url.split('?')[0] === `/app/api${path}`);
      const answers = route ? routes[route] : undefined;
      const index = served.get(route ?? '') ?? 0;
      served.set(route ?? '', index + 1);
      const answer = answers?.[Math.min(index, answers.length - 1)] ?? {
        status: 404,
        body: { responseCode: 4000, errorMessage: 'Not found' },
      };
      return {
        status: answer.status ?? 200,
        headers: new Headers(answer.headers),
        json: async () => answer.body,
      };
    },
  });
  return calls;
}

export const ok = (data: unknown): FakeAnswer => ({ body: { responseCode: 0, data } });

export const LOCATIONS = {
  '/addresses/cities': [
    ok([
      { id: 1, name: 'Valletta' },
      { id: 2, name: 'Sliema' },
    ]),
  ],
  '/addresses/nations': [
    ok([
      { id: 1, name: 'Malta', phonePrefix: '356', isoCode: 'MT' },
      { id: 2, name: 'Italy', phonePrefix: '39', isoCode: 'IT' },
    ]),
  ],
};

/** jsdom has no modal dialogs: open and close just set the attribute. */
export function allowModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

export function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}
