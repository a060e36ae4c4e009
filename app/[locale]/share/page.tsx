import { SharePage, type SharePageProps, shareMetadata } from '@/components/content/share-page';

export const generateMetadata = shareMetadata;

/** Drawn for the shopper's device (user agent) and the shared item (query): rendered per request. */
export const dynamic = 'force-dynamic';

/** Spec §2 /share: landing page of shared links, without the shop's header and footer. */
export default function ShareRoute(props: SharePageProps) {
  return <SharePage {...props} pathname="/share" />;
}
