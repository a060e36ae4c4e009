import styles from './cart-create.module.css';

/**
 * While the browser asks who is signed in and whether they have a cart (architecture, Look and
 * feel: skeletons).
 */
export function CartScreenSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}
