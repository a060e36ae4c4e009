import {
  BILLING_COUNTRY_CODES,
  normalisePostcode,
  normaliseVatNumber,
  phoneFitsCountry,
} from '../../src/contract/billing-countries';

describe('billing countries (issue 29 item 7)', () => {
  it('lists the 27 EU member states, Malta first', () => {
    expect(BILLING_COUNTRY_CODES[0]).toBe('MT');
    expect(new Set(BILLING_COUNTRY_CODES).size).toBe(27);
  });

  it.each([
    ['MT', 'BKR 1234', 'BKR 1234'],
    ['MT', 'bkr1234', 'BKR 1234'],
    ['MT', '  vlt   1117 ', 'VLT 1117'],
    ['IT', '00184', '00184'],
    ['IE', 'd02x285', 'D02 X285'],
    ['PT', '1000001', '1000-001'],
  ] as const)('%s postcode %j is kept as %j', (country, typed, stored) => {
    expect(normalisePostcode(country, typed)).toBe(stored);
  });

  it.each([
    ['MT', 'BKR 1'],
    ['MT', '1234 BKR'],
    ['MT', 'BKR 12345'],
    ['IT', '0018'],
    ['IT', 'BKR 1234'],
    ['DE', '1011'],
  ] as const)('%s refuses the postcode %j', (country, typed) => {
    expect(normalisePostcode(country, typed)).toBeNull();
  });

  it.each([
    ['MT', 'MT12345678', 'MT12345678'],
    ['MT', 'mt 1234 5678', 'MT12345678'],
    ['MT', '12345678', 'MT12345678'],
    ['IT', 'it 012 345 678 90', 'IT01234567890'],
    ['IT', '01234567890', 'IT01234567890'],
    ['AT', 'atu12345678', 'ATU12345678'],
    ['FR', 'FR XX 123456789', 'FRXX123456789'],
    ['GR', 'el123456789', 'EL123456789'],
  ] as const)('%s VAT number %j is stored %j', (country, typed, stored) => {
    expect(normaliseVatNumber(country, typed)).toBe(stored);
  });

  it.each([
    ['MT', 'MT1234567'],
    ['MT', 'MT123456789'],
    ['MT', 'IT12345678'],
    ['MT', 'MTABCDEFGH'],
    ['IT', 'IT0123456789'],
    ['IT', 'MT01234567890'],
    ['GR', 'GR123456789'],
  ] as const)('%s refuses the VAT number %j', (country, typed) => {
    expect(normaliseVatNumber(country, typed)).toBeNull();
  });

  it('checks Maltese phones by their first digit and length, others by length', () => {
    expect(phoneFitsCountry('MT', '21234567')).toBe(true);
    expect(phoneFitsCountry('MT', '79123456')).toBe(true);
    expect(phoneFitsCountry('MT', '31234567')).toBe(false);
    expect(phoneFitsCountry('MT', '2123456')).toBe(false);
    expect(phoneFitsCountry('IT', '0612345678')).toBe(true);
    expect(phoneFitsCountry('IT', '12345')).toBe(false);
  });
});
