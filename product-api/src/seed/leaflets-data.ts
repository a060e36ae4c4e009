import type { ProductShape } from './svg-shapes';

/**
 * The demo leaflets (spec §3): two printed as PDF, two as picture pages for the carousel. Their
 * pages are filled from the seeded catalogue (real names and prices), so what a leaflet offers
 * is what the shop sells. Validity is relative to the day of the seed, so a fresh demo shop
 * always has a current weekly leaflet.
 */
export type LeafletKind = 'pdf' | 'images';

/** Which products fill a page: from these main categories (all when absent), or with a tag. */
export type LeafletPageSeed = {
  heading: string;
  mains?: string[];
  tag?: string;
  promotedOnly?: boolean;
};

export type Validity = { from: string; to: string };

export type LeafletSeed = {
  slug: string;
  kind: LeafletKind;
  title: string;
  titleIt: string;
  subtitle: string;
  /** The cover's subtitle on the Italian cover (issue 30 item 8). */
  subtitleIt: string;
  colours: { from: string; to: string };
  shape: ProductShape;
  validity: (today: Date) => Validity;
  pages: LeafletPageSeed[];
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));

/** Monday of the week of `today` (UTC), the day weekly leaflets start. */
export function mondayOf(today: Date): Date {
  return addDays(today, -((today.getUTCDay() + 6) % 7));
}

const weeks = (count: number) => (today: Date) => {
  const monday = mondayOf(today);
  return { from: day(monday), to: day(addDays(monday, count * 7 - 1)) };
};

const thisMonth = (today: Date) => ({
  from: day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
  to: day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))),
});

const december = (today: Date) => ({
  from: `${today.getUTCFullYear()}-12-01`,
  to: `${today.getUTCFullYear()}-12-31`,
});

export const LEAFLETS: LeafletSeed[] = [
  {
    slug: 'weekly-offers',
    kind: 'pdf',
    title: 'Weekly offers',
    titleIt: 'Offerte della settimana',
    subtitle: 'Hundreds of products on offer this week',
    subtitleIt: 'Centinaia di prodotti in offerta questa settimana',
    colours: { from: '#c2410c', to: '#f29a4a' },
    shape: 'pack',
    validity: weeks(1),
    pages: [
      {
        heading: 'Fresh and chilled',
        mains: ['fruit-veg', 'bakery', 'dairy-eggs', 'meat-poultry', 'fish', 'deli-cheese'],
        promotedOnly: true,
      },
      {
        heading: 'Pantry, frozen and snacks',
        mains: ['pantry', 'frozen', 'snacks-sweets'],
        promotedOnly: true,
      },
      {
        heading: 'Drinks and household',
        mains: ['drinks', 'household', 'personal-care', 'baby', 'pets'],
        promotedOnly: true,
      },
    ],
  },
  {
    slug: 'christmas-selection',
    kind: 'images',
    title: 'Christmas selection',
    titleIt: 'Selezione di Natale',
    subtitle: 'Everything for the festive table',
    subtitleIt: 'Tutto per la tavola delle feste',
    colours: { from: '#14532d', to: '#b91c1c' },
    shape: 'jar',
    validity: december,
    pages: [
      { heading: 'The Christmas roast', mains: ['meat-poultry'] },
      { heading: 'A cheese board to share', mains: ['deli-cheese'] },
      { heading: 'Fresh from the bakery', mains: ['bakery'] },
      { heading: 'Sweets and treats', mains: ['snacks-sweets'] },
      { heading: 'Drinks for the table', mains: ['drinks'] },
    ],
  },
  {
    slug: 'taste-of-malta',
    kind: 'images',
    title: 'A taste of Malta',
    titleIt: 'Sapori di Malta',
    subtitle: 'Local produce from Maltese and Gozitan farms',
    subtitleIt: 'Prodotti locali dalle fattorie di Malta e Gozo',
    colours: { from: '#1f5f9e', to: '#d9873f' },
    shape: 'loaf',
    validity: thisMonth,
    pages: [
      {
        heading: 'Made in Malta',
        tag: 'local',
        mains: ['fruit-veg', 'bakery', 'dairy-eggs', 'meat-poultry'],
      },
      { heading: 'From the Maltese larder', tag: 'local', mains: ['fish', 'deli-cheese', 'pantry'] },
      { heading: 'Maltese drinks and snacks', tag: 'local', mains: ['drinks', 'snacks-sweets', 'frozen'] },
    ],
  },
  {
    slug: 'home-essentials',
    kind: 'pdf',
    title: 'Home essentials',
    titleIt: 'Essenziali per la casa',
    subtitle: 'Cleaning, personal care and baby',
    subtitleIt: 'Pulizia, cura della persona e neonati',
    colours: { from: '#0f766e', to: '#5eead4' },
    shape: 'bag',
    validity: weeks(2),
    pages: [
      { heading: 'Cleaning and laundry', mains: ['household'] },
      { heading: 'Personal care and baby', mains: ['personal-care', 'baby'] },
    ],
  },
];
