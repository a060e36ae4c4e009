import { SharePage, type SharePageProps, shareMetadata } from '@/components/content/share-page';

export const generateMetadata = shareMetadata;

/**
 * Spec §2 lists /app/share too (/app/app/share under the base path): the same share page.
 * Cached like the other pages (README: Cached pages): one HTML per language; the browser reads the
 * device and the shared item. Only `params` is passed on: the query is never read here.
 */
export default function AppShareRoute({ params }: SharePageProps) {
  return <SharePage params={params} pathname="/app/share" />;
}
