import { type MessageTree, messagesFor } from './messages';
import type { AppLocale } from './routing';

/**
 * Namespaces that only server components read. next-intl hands the browser every message by
 * default, and these (the legal texts above all) would ride along in every page's HTML for nothing.
 * A test checks that no client component asks for one of them.
 */
export const SERVER_ONLY_NAMESPACES = [
  'meta',
  'footer',
  'legal',
  'privacy',
  'terms',
  'loyaltyTerms',
  'deliveryInfo',
  'share',
  // The product page's food information (components/catalogue/food-info/, server components).
  // The allergens' names are not here but in `allergens`, on every page: the free-from filter,
  // the profile and the warnings on cards and lines (client components) read them too.
  'foodInfo',
] as const;

/**
 * Namespaces of one page's forms (the account pages): only the page that shows them sends them
 * (components/layout/page-messages.tsx), so every other page's HTML does not carry them.
 */
export const PAGE_NAMESPACES = [
  // The sign-up wizard (components/account/signup/).
  'signup',
  // The profile screen (components/account/profile/).
  'profile',
  'passwordChange',
  // Password reset and contact (components/account/reset/, components/content/contact/).
  'reset',
  'contact',
  // The sign-in page with the human check (components/account/sign-in/).
  'signInPage',
  // Cart creation, move and the open carts (components/cart-create/, components/open-carts/).
  'cartCreate',
  'cartUpdate',
  'openCarts',
  // The cart page (components/cart/); the `cart` namespace (toasts, the 4008 warning) is on every page.
  'cartPage',
  // The checkout (components/checkout/).
  'checkout',
  // The customer's orders (components/orders/).
  'orders',
  // The shopping lists and favourites pages (components/lists/); the hearts and list buttons of
  // product cards read `listButtons`, which is on every page.
  'lists',
  'favourites',
  // The coupons page (components/coupons/); the cart's coupon lines are in `cartPage`.
  'coupons',
  // The linked-card page (components/payments/).
  'payments',
  // The staff's screens (components/staff/).
  'staff',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * The messages the browser needs: everything but the server-only namespaces, and of the page
 * namespaces only those of this page (`pageNamespaces`).
 */
export function clientMessagesFor(
  locale: AppLocale,
  pageNamespaces: readonly PageNamespace[] = [],
): MessageTree {
  const all = messagesFor(locale);
  const left = new Set<string>([...SERVER_ONLY_NAMESPACES, ...PAGE_NAMESPACES]);
  for (const namespace of pageNamespaces) left.delete(namespace);
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !left.has(namespace)));
}
