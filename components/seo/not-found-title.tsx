import { config } from '@/lib/config';

/**
 * The document title of a not-found page ('Page not found | Pjazza Market'). Next.js reads
 * `metadata` only from the root not-found file, so a not-found page under [locale] kept the home
 * page's title from the layout; React 19 puts this <title> in the head instead, and the browser
 * and search engines take it.
 */
export function NotFoundTitle({ title }: { title: string }) {
  return <title>{`${title} | ${config.brand.name}`}</title>;
}
