import { notFound } from 'next/navigation';
import { isSectionSegment } from '@/components/account/profile/profile-sections';

type SectionPageProps = { params: Promise<{ section: string }> };

/** Rendered on first request, then kept (README: Cached pages). */
export function generateStaticParams(): { section: string }[] {
  return [];
}

/**
 * /profile/addresses, /profile/billing, /profile/password (spec §2), /profile/data and
 * /profile/allergens (issue 33): the same screen (layout.tsx) at another section. Any other
 * segment is not found.
 */
export default async function ProfileSectionPage({ params }: SectionPageProps) {
  if (!isSectionSegment((await params).section)) notFound();
  return null;
}
