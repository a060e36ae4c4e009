import type { BannerArt } from './images';

/**
 * Home page banners (spec §3: imageUrl for desktop, imageApp for mobile). A link points to a
 * sub-category by its key (resolved to an id at seed time), to the promotions search, or nowhere.
 */
export type BannerLink = { kind: 'category'; key: string } | { kind: 'promotions' } | null;
/** The banner's words in Italian, drawn on its Italian pictures (issue 30 item 8). */
export type BannerWords = Pick<BannerArt, 'title' | 'subtitle'>;
export type BannerSeed = { art: BannerArt; italian: BannerWords; link: BannerLink };

export const BANNERS: BannerSeed[] = [
  {
    art: {
      title: 'Fresh from Maltese farms',
      subtitle: 'Local fruit and vegetables, picked this week',
      from: '#3f9b4f',
      to: '#a5d46a',
      shape: 'fruit',
    },
    italian: {
      title: 'Dalle fattorie maltesi',
      subtitle: 'Frutta e verdura locali, raccolte questa settimana',
    },
    link: { kind: 'category', key: 'fresh-vegetables' },
  },
  {
    art: {
      title: 'This week’s offers',
      subtitle: 'Up to 30% off hundreds of products',
      from: '#d94f3d',
      to: '#f29a4a',
      shape: 'pack',
    },
    italian: {
      title: 'Le offerte della settimana',
      subtitle: 'Fino al 30% di sconto su centinaia di prodotti',
    },
    link: { kind: 'promotions' },
  },
  {
    art: {
      title: 'Summer BBQ with Cisk & Kinnie',
      subtitle: 'Maltese sausage, burgers and cold drinks',
      from: '#7a4a2b',
      to: '#d9873f',
      shape: 'can',
    },
    italian: {
      title: 'Grigliata estiva con Cisk e Kinnie',
      subtitle: 'Salsiccia maltese, hamburger e bibite fresche',
    },
    link: { kind: 'category', key: 'sausages-bbq' },
  },
  {
    art: {
      title: 'Free delivery over €75',
      subtitle: 'Anywhere in Malta and Gozo, in a time slot that suits you',
      from: '#1f5f9e',
      to: '#4fa3d9',
      shape: 'bag',
    },
    italian: {
      title: 'Consegna gratuita sopra i €75',
      subtitle: 'In tutta Malta e Gozo, nella fascia oraria che preferisci',
    },
    link: null,
  },
];
