import type { BoardingCallback } from '../contract/payment-methods';
import { SANDBOX_SIGNATURE_HEADER, type SandboxCallback } from '../contract/payments';
import { signatureHeaderFor } from './sandbox-signature';

/** A provider does not wait long for a merchant's endpoint; neither does the shopper on the page. */
const NOTIFY_TIMEOUT_MS = 5000;

/**
 * The sandbox, acting as the provider, tells the shop the outcome: a signed POST over real HTTP to
 * the notify URL, exactly as a provider's server would send it. Nothing is shared with the
 * receiving handler but the secret, so the raw-body signature check, the replay guard and the
 * route's parsing all run as they do for a real provider (an in-process shortcut would skip the
 * very parts a real callback exercises). Answers whether the shop accepted it (2xx).
 */
export async function sendSandboxCallback(
  notifyUrl: string,
  secret: string,
  callback: SandboxCallback | BoardingCallback,
  now: Date,
): Promise<boolean> {
  const body = JSON.stringify(callback);
  const signature = signatureHeaderFor(secret, Math.floor(now.getTime() / 1000), body);
  try {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
