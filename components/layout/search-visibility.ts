/**
 * Spec §2: on mobile the header's search box shows only on /, /category, /search, /cart,
 * /store* and /product*. `pathname` is without basePath and locale prefix.
 */
export function showsSearchOnMobile(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (['/', '/category', '/search', '/cart'].includes(path)) return true;
  return path.startsWith('/store') || path.startsWith('/product');
}
