import type { LucideIcon } from 'lucide-react';
import styles from './store-details.module.css';

type Feature = { code: string; label: string; icon: LucideIcon };

/** Services or departments as icons with their visible labels (spec §2 store detail). */
export function StoreFeatures({ heading, features }: { heading: string; features: Feature[] }) {
  if (features.length === 0) return null;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockHeading}>{heading}</h3>
      <ul className={styles.features}>
        {features.map(({ code, label, icon: Icon }) => (
          <li key={code} className={styles.feature} data-code={code}>
            <Icon aria-hidden="true" size={20} className={styles.featureIcon} />
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
