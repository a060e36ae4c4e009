import { SharePage, type SharePageProps, shareMetadata } from '@/components/content/share-page';

export const generateMetadata = shareMetadata;

/** Spec §2 /share: landing page of shared links, without the shop's header and footer. */
export default function ShareRoute(props: SharePageProps) {
  return <SharePage {...props} pathname="/share" />;
}
