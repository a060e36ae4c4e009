import type { ReactNode } from 'react';
import styles from './category-banner.module.css';
import { CategoryImage } from './category-image';

type CategoryBannerProps = {
  title: string;
  imageUrl: string | null;
  /** The breadcrumb above the title. */
  breadcrumb: ReactNode;
  subtitle?: string;
};

/**
 * Banner of the category screen (spec §2): the category's picture and name, over the brand's
 * soft colour. Its height is fixed by CSS whatever the image does, so nothing below it moves.
 */
export function CategoryBanner({ title, imageUrl, breadcrumb, subtitle }: CategoryBannerProps) {
  return (
    <header className={styles.banner}>
      <div className={styles.picture}>
        <CategoryImage src={imageUrl} className={styles.image} />
      </div>
      <div className={styles.text}>
        {breadcrumb}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </header>
  );
}
