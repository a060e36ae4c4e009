/**
 * Removes every `jwt` field from a body on its way to the browser. The token lives only in the
 * sealed session cookie (architecture: The API contract); this keeps it so even if an API call
 * added later (sign-up, say) answers with one and is put on the allow-list without a second look.
 */
export function withoutToken(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutToken);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'jwt')
      .map(([key, value]) => [key, withoutToken(value)]),
  );
}
