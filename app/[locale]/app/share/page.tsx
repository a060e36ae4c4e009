import { SharePage, type SharePageProps, shareMetadata } from '@/components/content/share-page';

export const generateMetadata = shareMetadata;

/** Drawn for the shopper's device (user agent) and the shared item (query): rendered per request. */
export const dynamic = 'force-dynamic';

/** Spec §2 lists /app/share too (/app/app/share under the base path): the same share page. */
export default function AppShareRoute(props: SharePageProps) {
  return <SharePage {...props} pathname="/app/share" />;
}
