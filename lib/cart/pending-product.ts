/**
 * Spec §3 client state `productToAdd`: the product a shopper tried to buy before signing in or
 * opening a cart. The login dialogs (components/layout/login-dialog-context.tsx) remember it, and
 * the cart adds it once there is one (cart.ts addPendingProduct, after login or right after a
 * cart opens). It lives in sessionStorage so a reload during sign-in does not lose it, but it
 * does not outlive the tab (spec: only user and cart persist across sessions).
 */
export const PENDING_PRODUCT_STORAGE_KEY = 'productToAdd';

/** purchaseUm says whether amount is pieces (PZ) or kilograms; absent in what older tabs remembered. */
export type PendingProduct = { barcode: string; amount: number; purchaseUm?: string };

/**
 * What the tab remembered may be stale or hand-edited. A plain check rather than a zod schema:
 * the login dialogs are on every page, and zod would weigh on every page's first load.
 */
function isPendingProduct(value: unknown): value is PendingProduct {
  return (
    typeof value === 'object' &&
    value !== null &&
    'barcode' in value &&
    typeof value.barcode === 'string' &&
    value.barcode.length > 0 &&
    'amount' in value &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount) &&
    value.amount > 0
  );
}

// A tiny external store over sessionStorage, read through useSyncExternalStore: the server
// render and hydration see "nothing pending", the browser then reads what the tab remembers.
const listeners = new Set<() => void>();
// Storage can be disabled (private mode, embedded web views): then the tab's memory holds it.
let memoryCopy: string | null = null;

export function subscribeToPendingProduct(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The remembered product as stored (a JSON text), for useSyncExternalStore's snapshot. */
export function storedPendingProduct(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY);
  } catch {
    return memoryCopy;
  }
}

function store(value: string | null) {
  memoryCopy = value;
  try {
    if (value === null) window.sessionStorage.removeItem(PENDING_PRODUCT_STORAGE_KEY);
    else window.sessionStorage.setItem(PENDING_PRODUCT_STORAGE_KEY, value);
  } catch {
    // memoryCopy already holds it.
  }
  listeners.forEach((listener) => listener());
}

export function parsePendingProduct(raw: string | null): PendingProduct | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isPendingProduct(parsed)) return null;
    const purchaseUm =
      'purchaseUm' in parsed && typeof parsed.purchaseUm === 'string' ? parsed.purchaseUm : undefined;
    return purchaseUm === undefined
      ? { barcode: parsed.barcode, amount: parsed.amount }
      : { barcode: parsed.barcode, amount: parsed.amount, purchaseUm };
  } catch {
    return null;
  }
}

/** The remembered product outside React, for the steps that add it to a cart once there is one. */
export const readPendingProduct = (): PendingProduct | null =>
  typeof window === 'undefined' ? null : parsePendingProduct(storedPendingProduct());
export const rememberPendingProduct = (product: PendingProduct): void => store(JSON.stringify(product));
export const forgetPendingProduct = (): void => store(null);
