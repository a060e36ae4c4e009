/** Nations for addresses and phone prefixes, Malta first (spec §9: default prefix 356). */
export type NationSeed = { name: string; isoCode: string; phonePrefix: string };

const ROWS: [string, string, string][] = [
  ['Malta', 'MT', '356'],
  ['Italy', 'IT', '39'],
  ['United Kingdom', 'GB', '44'],
  ['Germany', 'DE', '49'],
  ['France', 'FR', '33'],
  ['Spain', 'ES', '34'],
  ['Ireland', 'IE', '353'],
  ['Netherlands', 'NL', '31'],
  ['Belgium', 'BE', '32'],
  ['Austria', 'AT', '43'],
  ['Switzerland', 'CH', '41'],
  ['Portugal', 'PT', '351'],
  ['Greece', 'GR', '30'],
  ['Cyprus', 'CY', '357'],
  ['Poland', 'PL', '48'],
  ['Romania', 'RO', '40'],
  ['Bulgaria', 'BG', '359'],
  ['Hungary', 'HU', '36'],
  ['Czechia', 'CZ', '420'],
  ['Sweden', 'SE', '46'],
  ['Denmark', 'DK', '45'],
  ['Norway', 'NO', '47'],
  ['Finland', 'FI', '358'],
  ['Serbia', 'RS', '381'],
  ['Ukraine', 'UA', '380'],
  ['Tunisia', 'TN', '216'],
  ['Libya', 'LY', '218'],
  ['India', 'IN', '91'],
  ['Philippines', 'PH', '63'],
  ['United States', 'US', '1'],
  ['Australia', 'AU', '61'],
];

export const NATIONS: NationSeed[] = ROWS.map(([name, isoCode, phonePrefix]) => ({
  name,
  isoCode,
  phonePrefix,
}));
