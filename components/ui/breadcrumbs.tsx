import { Link } from '@/i18n/navigation';
import styles from './breadcrumbs.module.css';

/** A page above this one: its name and its path without locale or base path ('/category?id=3'). */
export type Crumb = { name: string; path: string };

type BreadcrumbsProps = {
  /** The navigation's accessible name ('Breadcrumb'). */
  label: string;
  /** The pages above this one, from the home page down, each a link. */
  steps: readonly Crumb[];
  /** This page: shown last, not a link. */
  current: string;
};

/** The visible breadcrumb of the category and product screens (their JSON-LD says the same). */
export function Breadcrumbs({ label, steps, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}-${step.name}`}>
            <Link href={step.path}>{step.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
