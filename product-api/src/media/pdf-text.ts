/** Characters Helvetica's WinAnsi encoding can draw besides printable Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const MALTESE: Record<string, string> = { Ħ: 'H', ħ: 'h' };

/**
 * The standard PDF fonts cannot draw ħ, ż, ċ or ġ (no font file is embedded, to keep the files
 * small and offline): Maltese letters lose their marks, anything else unknown becomes '?'. Used by
 * the printed leaflets and by the receipts and invoices (invoices/).
 */
export function toWinAnsi(text: string): string {
  const drawable = (ch: string) => {
    const code = ch.charCodeAt(0);
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
  };
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (drawable(ch)) return ch;
      const bare = MALTESE[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return bare.length === 1 && drawable(bare) ? bare : '?';
    })
    .join('');
}
