import { type MessageTree, mergeMessages, messagesFor } from '@/i18n/messages';
import en from '@/messages/en.json';
import italian from '@/messages/it.json';

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
});
