'use client';

import { type OrderDocumentLink, orderDocumentPath } from '@shop/product-api/contract/documents';
import { FileText } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/base-path';
import styles from './orders.module.css';

/**
 * The receipt and any VAT invoice of a completed order (docs/order-lifecycle.md, Receipts and VAT
 * invoices), each a PDF the BFF passes through from the API. Nothing shows before they are issued.
 */
export function OrderDocuments({
  orderId,
  documents,
}: {
  orderId: number;
  documents: readonly OrderDocumentLink[];
}) {
  const t = useTranslations('orders.detail');
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="order-documents-heading">
      <h3 id="order-documents-heading" className={styles.sectionTitle}>
        {t('documentsHeading')}
      </h3>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.kind}>
            {/* A file, not a page: a plain link under the basePath, downloaded by the browser. */}
            <a
              href={`${BASE_PATH}${orderDocumentPath(orderId, document.kind)}`}
              download={`${document.number}.pdf`}
            >
              <FileText aria-hidden="true" size={18} />
              {t(`documents.${document.kind}`, { number: document.number })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
