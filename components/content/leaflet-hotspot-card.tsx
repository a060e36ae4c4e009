'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { BuyControls } from '@/components/catalogue/buy-controls';
import { OfferBadge } from '@/components/catalogue/offer-badge';
import { ProductImage } from '@/components/catalogue/product-image';
import { AllergenWarning } from '@/components/catalogue/allergen-warning';
import { ProductPrices } from '@/components/catalogue/product-prices';
import { Dialog } from '@/components/ui/dialog';
import { IntentLink } from '@/components/ui/intent-link';
import styles from './leaflet-hotspot-card.module.css';

type LeafletHotspotCardProps = { product: Product | null; onClose: () => void };

/**
 * The small card a tap on a leaflet's product opens (issue 33 item 5): picture, name, prices as
 * on a product card, and the product card's own buy controls, so buying from a leaflet is the
 * same flow as anywhere (signed out: the login popup, the product remembered; signed in: the
 * cart). Escape, the close button or a tap beside it closes it; focus returns to the product.
 */
export function LeafletHotspotCard({ product, onClose }: LeafletHotspotCardProps) {
  const t = useTranslations('leaflets');
  const unavailableId = useId();
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product?.description ?? ''}
      closeLabel={t('closeProduct')}
    >
      {product ? (
        <div className={styles.card}>
          <div className={styles.summary}>
            <div className={styles.picture}>
              <ProductImage src={product.imageUrl} alt="" />
            </div>
            <div className={styles.details}>
              {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
              <OfferBadge promotions={product.promotions} purchaseUm={product.purchaseUm} />
              <ProductPrices product={product} />
              <AllergenWarning product={product} />
              <IntentLink href={`/product/${encodeURIComponent(product.barcode)}`} className={styles.more}>
                {t('productDetails')}
              </IntentLink>
            </div>
          </div>
          <BuyControls product={product} unavailableReasonId={unavailableId} />
        </div>
      ) : null}
    </Dialog>
  );
}
