import { languageOf } from '../../src/catalogue/language';

describe('languageOf', () => {
  it('takes ?lang= first', () => {
    expect(languageOf('it', 'en')).toBe('it');
    expect(languageOf('en', 'it')).toBe('en');
  });

  it('otherwise takes the most preferred supported language of Accept-Language', () => {
    expect(languageOf(undefined, 'it-IT,it;q=0.9,en;q=0.8')).toBe('it');
    expect(languageOf(undefined, 'en-GB,it;q=0.5')).toBe('en');
    expect(languageOf(undefined, 'fr-FR, it;q=0.4, de;q=0.9')).toBe('it');
    expect(languageOf(undefined, 'en;q=0.2, IT;q=0.7')).toBe('it');
    expect(languageOf(undefined, 'it;q=0, en')).toBe('en');
  });

  it('falls back to English', () => {
    expect(languageOf(undefined, undefined)).toBe('en');
    expect(languageOf(undefined, '')).toBe('en');
    expect(languageOf(undefined, 'mt-MT')).toBe('en');
    expect(languageOf(undefined, ';;,q=abc')).toBe('en');
  });
});
