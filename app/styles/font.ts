import localFont from 'next/font/local';

/**
 * Inter, self-hosted (no font CDN: the shop runs offline too), cut to what the shop shows by
 * scripts/subset-fonts.py: latin letters (English, Italian) with weights 400 to 800, 27 kB, and
 * preloaded. Licence: app/styles/fonts/OFL.txt.
 */
export const inter = localFont({
  src: './fonts/inter-latin-shop.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
});

/**
 * The Maltese letters Ċ ċ Ġ ġ Ħ ħ Ż ż (2.5 kB), used only for them (unicode-range). Preloaded too:
 * fetched when a Maltese name is first laid out, it would arrive after the first paint and make
 * the browser lay the whole page out again. No metric-adjusted fallback face of its own, so it
 * never stands in for the other letters.
 */
export const interMaltese = localFont({
  src: './fonts/inter-maltese.woff2',
  variable: '--font-inter-maltese',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+010A-010B, U+0120-0121, U+0126-0127, U+017B-017C' }],
});
