import type { Nation } from '@shop/product-api/contract/locations';
import { MALTA_PREFIX } from '@shop/product-api/contract/profile-rules';

export type PhonePrefixChoice = { prefix: string; country: string };

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the page's language from its ISO code; the data's name where Intl has none. */
function countryName(nation: Nation, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(nation.isoCode) ?? nation.name;
  } catch {
    return nation.name;
  }
}

/**
 * The phone-prefix dropdowns' choices (sign-up, profile, checkout contact; spec §2): one per
 * prefix, named by the first country that has it, in the page's language (issue 30 item 8:
 * Intl.DisplayNames, no list of names to keep). Malta comes first, as it is the default
 * (spec §9); the rest are sorted as the page's language sorts ('Germania' before 'Irlanda').
 */
export function phonePrefixChoices(nations: readonly Nation[], locale: string): PhonePrefixChoice[] {
  const collator = new Intl.Collator(locale);
  const named = nations
    .map((nation) => ({ prefix: nation.phonePrefix, country: countryName(nation, locale) }))
    .sort(
      (a, b) =>
        Number(b.prefix === MALTA_PREFIX) - Number(a.prefix === MALTA_PREFIX) ||
        collator.compare(a.country, b.country),
    );
  const byPrefix = new Map<string, PhonePrefixChoice>();
  for (const choice of named) if (!byPrefix.has(choice.prefix)) byPrefix.set(choice.prefix, choice);
  return [...byPrefix.values()];
}
