import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './legal-document.module.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** 'Last updated: …', shown under the title. */
  updated?: ReactNode;
  intro: ReactNode;
  contentsLabel: string;
  backToTopLabel: string;
  sections: LegalSection[];
  /** A closing line after the last section (e.g. who to ask). */
  closing?: ReactNode;
};

/**
 * The frame of every static legal page: title, introduction, a table of contents with in-page
 * anchors (sticky beside the text on wide screens) and one titled section per topic.
 */
export function LegalDocument({
  title,
  updated,
  intro,
  contentsLabel,
  backToTopLabel,
  sections,
  closing,
}: LegalDocumentProps) {
  return (
    <article className={`page-width ${styles.page}`} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        {updated ? <p className={styles.updated}>{updated}</p> : null}
        <div className={styles.intro}>{intro}</div>
      </header>
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.contentsTitle}>
          {contentsLabel}
        </h2>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={styles.section}
          >
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        {closing ? <p className={styles.closing}>{closing}</p> : null}
        <a href="#legal-title" className={styles.backToTop}>
          <ArrowUp aria-hidden="true" size={16} />
          {backToTopLabel}
        </a>
      </div>
    </article>
  );
}
