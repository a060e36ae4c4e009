import { getFormatter, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { LegalDocument, type LegalSection } from './legal-document';
import { legalRichValues } from './legal-rich';
import { LegalTable } from './legal-table';

const collected = ['identity', 'contact', 'account', 'orders', 'loyalty', 'technical', 'messages'] as const;
const purposes = ['orders', 'account', 'service', 'legal', 'security', 'marketing', 'statistics'] as const;
const recipients = ['delivery', 'payments', 'processors', 'advisers', 'authorities'] as const;
const safeguards = ['encryption', 'passwords', 'access', 'cards', 'breaches'] as const;
const retained = ['account', 'orders', 'loyalty', 'messages', 'technical'] as const;
const rights = [
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
  'consent',
  'automated',
] as const;

/** Spec §2: the privacy policy was last updated in May 2018. */
const LAST_UPDATED = new Date(Date.UTC(2018, 4, 1));
const IDPC_WEBSITE = 'https://idpc.org.mt';

/**
 * Privacy policy (spec §2): data collected, lawful bases, disclosures, transfers, security,
 * retention, data subject rights, answers within one month, free unless a request is unfounded
 * or repetitive, complaints to Malta's data protection authority (IDPC).
 */
export async function PrivacyPolicy() {
  const t = await getTranslations('privacy');
  const common = await getTranslations('legal');
  const format = await getFormatter();
  const rich = legalRichValues(config);
  const date = format.dateTime(LAST_UPDATED, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  const sections: LegalSection[] = [
    { id: 'controller', title: t('controller.title'), body: <p>{t.rich('controller.body', rich)}</p> },
    {
      id: 'data-collected',
      title: t('collected.title'),
      body: (
        <>
          <p>{t('collected.intro')}</p>
          <ul>
            {collected.map((key) => (
              <li key={key}>{t.rich(`collected.items.${key}`, rich)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'lawful-bases',
      title: t('purposes.title'),
      body: (
        <>
          <p>{t('purposes.intro')}</p>
          <LegalTable
            caption={t('purposes.caption')}
            headings={[t('purposes.purpose'), t('purposes.basis')]}
            rows={purposes.map((key) => ({
              key,
              cells: [t(`purposes.rows.${key}.purpose`), t(`purposes.rows.${key}.basis`)],
            }))}
          />
        </>
      ),
    },
    {
      id: 'disclosures',
      title: t('disclosures.title'),
      body: (
        <>
          <p>{t('disclosures.intro')}</p>
          <ul>
            {recipients.map((key) => (
              <li key={key}>{t(`disclosures.items.${key}`)}</li>
            ))}
          </ul>
          <p>
            <strong>{t('disclosures.noSale')}</strong>
          </p>
        </>
      ),
    },
    { id: 'transfers', title: t('transfers.title'), body: <p>{t('transfers.body')}</p> },
    {
      id: 'security',
      title: t('security.title'),
      body: (
        <ul>
          {safeguards.map((key) => (
            <li key={key}>{t(`security.items.${key}`, { brand: rich.brand })}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'retention',
      title: t('retention.title'),
      body: (
        <>
          <p>{t('retention.intro')}</p>
          <LegalTable
            caption={t('retention.caption')}
            headings={[t('retention.data'), t('retention.period')]}
            rows={retained.map((key) => ({
              key,
              cells: [t(`retention.rows.${key}.data`), t(`retention.rows.${key}.period`)],
            }))}
          />
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('rights.title'),
      body: (
        <>
          <p>{t('rights.intro')}</p>
          <ul>
            {rights.map((key) => (
              <li key={key}>{t.rich(`rights.items.${key}`, rich)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'requests',
      title: t('requests.title'),
      body: (
        <>
          <p>{t.rich('requests.body', rich)}</p>
          <p>{t.rich('requests.timing', rich)}</p>
          <p>{t.rich('requests.fee', rich)}</p>
        </>
      ),
    },
    { id: 'cookies', title: t('cookies.title'), body: <p>{t('cookies.body')}</p> },
    {
      id: 'complaints',
      title: t('complaints.title'),
      body: (
        <>
          <p>{t('complaints.body')}</p>
          <address>
            <strong>{t('complaints.authority')}</strong>
            <br />
            {t('complaints.address')}
            <br />
            {t('complaints.phone')}
            <br />
            {t.rich('complaints.website', {
              link: (chunks) => <a href={IDPC_WEBSITE}>{chunks}</a>,
            })}
          </address>
        </>
      ),
    },
    { id: 'changes', title: t('changes.title'), body: <p>{t('changes.body')}</p> },
  ];

  return (
    <LegalDocument
      title={t('title')}
      updated={t.rich('updated', { date, time: (chunks) => <time dateTime="2018-05">{chunks}</time> })}
      intro={<p>{t('intro', { brand: rich.brand })}</p>}
      contentsLabel={common('contents')}
      backToTopLabel={common('backToTop')}
      sections={sections}
      closing={common.rich('questions', rich)}
    />
  );
}
