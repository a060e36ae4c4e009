import localFont from 'next/font/local';

/**
 * Inter, self-hosted (no font CDN: the shop runs offline too). Only the latin subset, as a
 * variable font, which covers English, Italian and Maltese place names written in latin.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
