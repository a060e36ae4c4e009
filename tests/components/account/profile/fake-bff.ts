/**
 * jsdom has no fetch: a stand-in for the BFF that answers by method and path (after /app/api),
 * with the spec §8 envelope, and records what the components sent.
 */
type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Route = Answer | ((body: unknown) => Answer);

export type SentCall = { method: string; path: string; body: unknown };

export function fakeBff(routes: Record<string, Route>) {
  const calls: SentCall[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (url: string, init: { method?: string; body?: string } = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/app\/api/, '').split('?')[0] ?? '';
      const body: unknown = init.body ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      const answer = typeof route === 'function' ? route(body) : route;
      const {
        status,
        body: json,
        headers,
      } = answer ?? {
        status: 404,
        body: { responseCode: 4000, errorMessage: 'Not found' },
      };
      return { status: status ?? 200, headers: new Headers(headers), json: async () => json };
    },
  });
  return calls;
}

export const ok = (data?: unknown): Answer => ({ body: { responseCode: 0, data } });

export const NATIONS = [
  { id: 1, name: 'Malta', phonePrefix: '356', isoCode: 'MT' },
  { id: 2, name: 'Italy', phonePrefix: '39', isoCode: 'IT' },
];

export const CITIES = [
  { id: 1, name: 'Valletta' },
  { id: 2, name: 'Sliema' },
];
