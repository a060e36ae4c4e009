import type { ReactNode } from 'react';
import { type ProfileSection as SectionName, sectionElementId } from './profile-sections';
import styles from './profile-section.module.css';

type ProfileSectionProps = { section: SectionName; title: string; intro?: string; children: ReactNode };

/**
 * One section of the profile screen: the target of its own address, which scrolls to it and moves
 * the focus there (tabIndex -1: focusable by script, not in the Tab order), named by its heading.
 */
export function ProfileSection({ section, title, intro, children }: ProfileSectionProps) {
  const id = sectionElementId(section);
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
