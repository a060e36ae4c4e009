import styles from './product-card-skeleton.module.css';

/**
 * Grey stand-in for a product card while more products load (architecture, Look and feel:
 * skeletons).
 */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.image} />
      <div className={styles.line} />
      <div className={styles.lineShort} />
      <div className={styles.button} />
    </div>
  );
}
