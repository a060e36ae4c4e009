import { notFound } from 'next/navigation';

/**
 * Any address under a locale that no page claims ends here, so the shop's own not-found page
 * (with header, footer and translations) answers instead of Next's bare default.
 */
export default function UnknownPage() {
  notFound();
}
