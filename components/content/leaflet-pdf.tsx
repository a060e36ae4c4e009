import { Download, ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import styles from './leaflet-pdf.module.css';

type LeafletPdfProps = { title: string; pdfLink: string; coverImage: string };

/**
 * A PDF leaflet in a frame (spec §2), from our own origin (/app/media/...). Phones often cannot
 * show a PDF inside a page, so the open and download links come first and are full width there,
 * and a browser without a PDF viewer shows the cover with the same links in the frame's place.
 * The frame opens with a whole page in view (PDF open parameter view=Fit), like a printed leaflet.
 */
export function LeafletPdf({ title, pdfLink, coverImage }: LeafletPdfProps) {
  const t = useTranslations('leaflets');
  const tCommon = useTranslations('common');
  const openLink = (
    <a href={pdfLink} target="_blank" rel="noopener" className={buttons.primary}>
      <ExternalLink aria-hidden="true" size={18} />
      {t('openPdf')}
      <span className="visually-hidden"> ({tCommon('opensInNewTab')})</span>
    </a>
  );
  return (
    <div className={styles.pdf}>
      <div className={styles.actions}>
        {openLink}
        <a href={pdfLink} download className={buttons.secondary}>
          <Download aria-hidden="true" size={18} />
          {t('downloadPdf')}
        </a>
      </div>
      <object
        data={`${pdfLink}#view=Fit`}
        type="application/pdf"
        className={styles.frame}
        aria-label={t('pdfLabel', { title })}
      >
        <div className={styles.fallback}>
          {/* Leaflet art is SVG served by the product API; next/image would not resize it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img className={styles.cover} src={coverImage} alt={title} width={600} height={800} />
          <p>{t('pdfFallback')}</p>
        </div>
      </object>
    </div>
  );
}
