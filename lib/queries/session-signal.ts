/**
 * How the storefront tells the browser that the session it sent has ended (expired, idle too long
 * or no longer valid): the BFF answers with this header, and the browser raises this event
 * (components/layout/session-watch.tsx). Kept free of zod and React: bff-fetch.ts and the route
 * handlers both import it.
 */
export const SESSION_ENDED_HEADER = 'x-shop-session';
export const SESSION_ENDED_VALUE = 'ended';
export const SESSION_ENDED_EVENT = 'shop:session-ended';

export function announceSessionEnded(): void {
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
