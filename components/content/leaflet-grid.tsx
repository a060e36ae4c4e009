import type { Leaflet } from '@shop/product-api/contract/content';
import { FileText, Images } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './leaflet-grid.module.css';
import { LeafletValidity } from './leaflet-validity';

/** Covers in the first row load at once; the rest when scrolled to. */
const EAGER_COVERS = 4;

/**
 * The leaflet grid of spec §2: covers with titles, each linking to /leaflets/{leafletId}. Server
 * rendered, with the covers' 3:4 space reserved, so the page does not move as they arrive.
 */
export function LeafletGrid({
  leaflets,
  belowTheFold = false,
}: {
  leaflets: Leaflet[];
  /** A second grid under the first: none of its covers is the page's first paint. */
  belowTheFold?: boolean;
}) {
  const t = useTranslations('leaflets');
  return (
    <ul className={styles.grid}>
      {leaflets.map((leaflet, index) => (
        <li key={leaflet.id}>
          <Link href={`/leaflets/${leaflet.id}`} className={styles.card}>
            {/* The title below names the link; the cover repeats it, so it is decorative here. */}
            {/* Leaflet art is SVG served by the product API; next/image would not resize it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              className={styles.cover}
              src={leaflet.coverImage}
              alt=""
              width={600}
              height={800}
              loading={index < EAGER_COVERS && !belowTheFold ? 'eager' : 'lazy'}
              fetchPriority={index === 0 && !belowTheFold ? 'high' : 'auto'}
            />
            <div className={styles.body}>
              <span className={styles.title}>{leaflet.title}</span>
              <LeafletValidity leaflet={leaflet} className={styles.validity} />
              <span className={styles.kind}>
                {leaflet.pdfLink ? (
                  <>
                    <FileText aria-hidden="true" size={16} /> {t('kindPdf')}
                  </>
                ) : (
                  <>
                    <Images aria-hidden="true" size={16} /> {t('kindPages', { count: leaflet.images.length })}
                  </>
                )}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
