import { SharePage, type SharePageProps, shareMetadata } from '@/components/content/share-page';

export const generateMetadata = shareMetadata;

/**
 * Spec §2 /share: landing page of shared links, without the shop's header and footer.
 * Cached like the other pages (README: Cached pages): one HTML per language; the browser reads the
 * device and the shared item. Only `params` is passed on: the query is never read here.
 */
export default function ShareRoute({ params }: SharePageProps) {
  return <SharePage params={params} pathname="/share" />;
}
