import { type MessageTree, mergeMessages, messagesFor } from '@/i18n/messages';
import { english as en, englishAreas, italian, italianAreas } from '@/i18n/catalogues';

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('message catalogues', () => {
  it('falls back to English for a key Italian does not have', () => {
    const merged = mergeMessages({ home: { a: 'A', b: 'B' } }, { home: { a: 'Ah' } });
    expect(merged).toEqual({ home: { a: 'Ah', b: 'B' } });
  });

  it('serves Italian over English for the it locale', () => {
    const messages = messagesFor('it');
    expect(messages.home).toMatchObject({ featuredHeading: 'Prodotti in evidenza' });
  });

  it('translates every English key into Italian', () => {
    expect(keysOf(italian).sort()).toEqual(keysOf(en).sort());
  });

  it.each([
    ['English', englishAreas],
    ['Italian', italianAreas],
  ])('keeps every top-level namespace in one %s area file', (_language, areas) => {
    const owners = new Map<string, string>();
    for (const [area, tree] of Object.entries(areas)) {
      for (const namespace of Object.keys(tree)) {
        expect({ namespace, owner: owners.get(namespace) ?? area }).toEqual({ namespace, owner: area });
        owners.set(namespace, area);
      }
    }
  });
});
