/**
 * Spec §2: the share pages (/share and /app/share under the /app base path) show without the
 * shop's header and footer, and so do the staff's screens (/ops and below, issue 29): a picker
 * needs neither the shop's search nor its cart. `pathname` is without basePath and locale prefix.
 */
const CHROMELESS_PATHS = ['/share', '/app/share'];
const CHROMELESS_PREFIXES = ['/ops'];

export function showsShopChrome(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (CHROMELESS_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !CHROMELESS_PATHS.includes(path);
}
