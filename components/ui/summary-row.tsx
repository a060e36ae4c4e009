import type { ReactNode } from 'react';

type SummaryRowProps = {
  term: ReactNode;
  /** The value, in the <dd>. */
  children: ReactNode;
  className?: string;
};

/**
 * One term and its value in a summary's description list (the cart's totals and details, the
 * checkout's delivery and order summary): the <div> keeps the pair together for the list's
 * grid or flex styles, which HTML allows inside a <dl>.
 */
export function SummaryRow({ term, children, className }: SummaryRowProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
