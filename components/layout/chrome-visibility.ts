/**
 * Spec §2: the share pages (/share and /app/share under the /app base path) show without the
 * shop's header and footer. `pathname` is without basePath and locale prefix.
 */
const CHROMELESS_PATHS = ['/share', '/app/share'];

export function showsShopChrome(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !CHROMELESS_PATHS.includes(path);
}
