import { Clock, Mail, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ShopConfig } from '@/lib/config';
import { chromeMarker } from '@/lib/chrome/pre-paint-script';
import styles from './site-footer.module.css';

type SiteFooterProps = { shop: Pick<ShopConfig, 'brand' | 'support' | 'social'> };

/** Footer of spec §2: legal and information links, customer support, social links, credits. */
export async function SiteFooter({ shop }: SiteFooterProps) {
  const t = await getTranslations('footer');
  const common = await getTranslations('common');
  const brand = shop.brand.name;
  const year = new Date().getFullYear();

  const shopLinks = [
    { href: '/termsandconditions', label: t('terms') },
    { href: '/leaflets', label: t('leaflets') },
    { href: '/privacy', label: t('privacy') },
    { href: '/contactUs', label: t('contact') },
    { href: '/loyalty', label: t('loyalty') },
    { href: '/delivery', label: t('delivery') },
    { href: '/stores', label: t('stores') },
  ];
  const social = [
    { href: shop.social.facebook, name: 'Facebook', label: t('facebook', { brand }) },
    { href: shop.social.instagram, name: 'Instagram', label: t('instagram', { brand }) },
  ];

  return (
    <footer className={styles.footer} {...chromeMarker}>
      <div className={`page-width ${styles.columns}`}>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('shopHeading')}
          </h2>
          <ul className={styles.list}>
            {shopLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('supportHeading')}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`tel:${shop.support.phone.replace(/\s+/g, '')}`} className={styles.link}>
                <Phone aria-hidden="true" size={16} />
                <span className="visually-hidden">{`${t('phone')}: `}</span>
                {shop.support.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${shop.support.email}`} className={styles.link}>
                <Mail aria-hidden="true" size={16} />
                <span className="visually-hidden">{`${t('email')}: `}</span>
                {shop.support.email}
              </a>
            </li>
            <li className={styles.hours}>
              <Clock aria-hidden="true" size={16} />
              {t('officeHours')}
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('socialHeading')}
          </h2>
          <ul className={styles.list}>
            {social.map((item) => (
              <li key={item.name}>
                <a
                  href={item.href}
                  className={styles.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${item.label} (${common('opensInNewTab')})`}
                >
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`page-width ${styles.credits}`}>
        <p>{t('copyright', { year, brand })}</p>
        <p>{t('poweredBy', { platform: shop.brand.poweredBy })}</p>
      </div>
    </footer>
  );
}
