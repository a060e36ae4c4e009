import { phonePrefixChoices } from '@/lib/account/phone-prefixes';

const NATIONS = [
  { id: 1, name: 'Germany', phonePrefix: '49', isoCode: 'DE' },
  { id: 2, name: 'Ireland', phonePrefix: '353', isoCode: 'IE' },
  { id: 3, name: 'Malta', phonePrefix: '356', isoCode: 'MT' },
  { id: 4, name: 'United Kingdom', phonePrefix: '44', isoCode: 'GB' },
  { id: 5, name: 'United States', phonePrefix: '1', isoCode: 'US' },
  { id: 6, name: 'Canada', phonePrefix: '1', isoCode: 'CA' },
];

describe('phonePrefixChoices (issue 30 item 8)', () => {
  it('names the countries in English, Malta first, the rest sorted, one choice a prefix', () => {
    expect(phonePrefixChoices(NATIONS, 'en')).toEqual([
      { prefix: '356', country: 'Malta' },
      { prefix: '1', country: 'Canada' },
      { prefix: '49', country: 'Germany' },
      { prefix: '353', country: 'Ireland' },
      { prefix: '44', country: 'United Kingdom' },
    ]);
  });

  it('names and sorts them in Italian on Italian pages', () => {
    expect(phonePrefixChoices(NATIONS, 'it')).toEqual([
      { prefix: '356', country: 'Malta' },
      { prefix: '1', country: 'Canada' },
      { prefix: '49', country: 'Germania' },
      { prefix: '353', country: 'Irlanda' },
      { prefix: '44', country: 'Regno Unito' },
    ]);
  });

  it("keeps the data's name for a code Intl does not know", () => {
    expect(
      phonePrefixChoices([{ id: 7, name: 'Atlantis', phonePrefix: '999', isoCode: 'QZ' }], 'it'),
    ).toEqual([{ prefix: '999', country: 'Atlantis' }]);
  });
});
