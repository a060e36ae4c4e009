/**
 * The profile screen's sections (spec §2: /profile, /profile/addresses, /profile/billing,
 * /profile/password all show one screen). Each has its own address, which scrolls to it; 'data'
 * (the customer's data rights, issue 12) and 'allergens' (those avoided, issue 33) follow the same pattern. Billing has no menu link (spec §2)
 * but is reachable by its address.
 */
export const PROFILE_SECTIONS = [
  'personal',
  'allergens',
  'addresses',
  'billing',
  'password',
  'data',
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The sections with a path segment of their own; 'personal' is the bare /profile. */
export const SECTION_SEGMENTS = ['allergens', 'addresses', 'billing', 'password', 'data'] as const;

export type SectionSegment = (typeof SECTION_SEGMENTS)[number];

export function isSectionSegment(value: string): value is SectionSegment {
  return SECTION_SEGMENTS.some((segment) => segment === value);
}

export function sectionPath(section: ProfileSection): string {
  return section === 'personal' ? '/profile' : `/profile/${section}`;
}

/** The section an address (without locale prefix) shows: /profile/billing → 'billing'. */
export function sectionOfPath(pathname: string): ProfileSection {
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return isSectionSegment(segment) ? segment : 'personal';
}

/** The id of a section's element, the target of its address. */
export const sectionElementId = (section: ProfileSection) => `profile-${section}`;
