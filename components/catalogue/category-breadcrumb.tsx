import { Link } from '@/i18n/navigation';
import styles from './category-breadcrumb.module.css';

export type BreadcrumbStep = {
  name: string;
  href: { pathname: '/' | '/category'; query?: Record<string, string> };
};

/** Visible breadcrumb (the last step is the page itself, not a link). */
export function CategoryBreadcrumb({
  label,
  steps,
  current,
}: {
  label: string;
  steps: BreadcrumbStep[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className={styles.crumbs}>
        {steps.map((step) => (
          <li key={step.name}>
            <Link href={step.href}>{step.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
