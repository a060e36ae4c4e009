'use client';

import { useEffect, useRef } from 'react';
import { type ProfileSection, sectionElementId } from './profile-sections';

/**
 * Spec §2: each profile address shows the one screen at its own section. Once the screen is drawn
 * (`ready`: the lists above a section have their height, so the spot does not move), the section
 * is scrolled to and takes the focus, so keyboard and screen-reader users land where the link
 * said. The bare /profile opened afresh stays at the top of the page; the menu's link back to it
 * scrolls like the others.
 */
export function useSectionFocus(section: ProfileSection, ready: boolean): void {
  const firstVisit = useRef(true);
  useEffect(() => {
    if (!ready) return;
    const first = firstVisit.current;
    firstVisit.current = false;
    if (first && section === 'personal') return;
    const element = document.getElementById(sectionElementId(section));
    if (!element) return;
    element.focus({ preventScroll: true });
    // scroll-padding-top (globals.css) keeps the heading clear of the sticky header.
    element.scrollIntoView({ block: 'start' });
  }, [section, ready]);
}
