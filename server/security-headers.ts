/**
 * Browser security headers of the storefront (issue: hardening). Set by the storefront's server on
 * every answer that has not set its own, so an image or leaflet PDF that the product API serves
 * through the /app/media rewrite keeps the API's rules (a PDF must be framed by the leaflet page).
 */
export type PolicyOptions = {
  /** Origins the store locator's map tiles come from (MAP_TILE_URL). */
  tileOrigins: readonly string[];
  /** Served over https: browsers are told to keep to it (HSTS) and to upgrade stray http links. */
  https: boolean;
  /**
   * Origins of a third-party widget this one page shows (the contact page's hCaptcha): its
   * script, frame, styles and calls. Empty on every other page, which lets nothing else in.
   */
  widgetOrigins?: readonly string[];
};

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** Headers that do not depend on the body. */
export function staticSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation only for the shop itself (the store locator's "near me"); nothing else.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` } : {}),
  };
}

/** Hashes a page's policy allows: its framework scripts, and the style blocks the layout writes. */
export type InlineHashes = { scripts: readonly string[]; styles: readonly string[] };

/**
 * The policy of an HTML page: scripts and styles only from the shop, plus the hashes of the
 * framework's inline data scripts of this very page and of the layout's own style block. The
 * mobile app shows the shop in a webview, not a frame, so no one may frame it.
 */
export function pagePolicy(hashes: InlineHashes, options: PolicyOptions): string {
  const widget = options.widgetOrigins ?? [];
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts, ...widget],
    'style-src': ["'self'", ...hashes.styles, ...widget],
    'img-src': ["'self'", 'data:', 'blob:', ...options.tileOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...widget],
    // The leaflet page shows a PDF from the shop's own media in an <object> (a frame to the browser).
    'object-src': ["'self'"],
    'frame-src': ["'self'", ...widget],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Anything that is not a page (JSON, XML, text) loads nothing and is framed by no one. */
export const NON_PAGE_POLICY = serialise({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The service worker's own policy (public/sw.js): a worker obeys the policy its script came with,
 * and under NON_PAGE_POLICY its fetch() of the lists and the build's files would be blocked. It may
 * call the shop itself, nothing else (README: Installable shop and lists offline).
 */
export const SERVICE_WORKER_POLICY = serialise({ 'default-src': ["'none'"], 'connect-src': ["'self'"] });

function serialise(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Origins of a Leaflet tile template: `https://{s}.tile.example.org/{z}/{x}/{y}.png` allows
 * `https://*.tile.example.org`. A template that is not an absolute URL (tiles from the shop
 * itself) adds nothing.
 */
export function tileOriginsOf(template: string): string[] {
  const wildcarded = template.replace(/\{s\}/g, 'wildcard-subdomain');
  try {
    const url = new URL(wildcarded.replace(/\{[a-z]+\}/gi, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    return [url.origin.replace('wildcard-subdomain', '*')];
  } catch {
    return [];
  }
}
