import { createTranslator } from 'next-intl';
import { type MessageTree, mergeMessages, messagesFor } from '@/i18n/messages';
import { english as en, englishAreas, italian, italianAreas } from '@/i18n/catalogues';

function entriesOf(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

/**
 * Values for every argument and tag a message names: a tag renders its text in brackets, an
 * argument the number 1 (which a plural, a number and a select's `other` all take).
 */
function valuesFor(message: string): Record<string, number | ((chunks: string) => string)> {
  const values: Record<string, number | ((chunks: string) => string)> = {};
  for (const [, name] of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) if (name) values[name] = 1;
  for (const [, tag] of message.matchAll(/<(\w+)>/g)) {
    if (tag) values[tag] = (chunks) => `[${chunks}]`;
  }
  return values;
}

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

  // Issue 30: ICU reads an apostrophe before '<' (or '{') as the start of quoted text, so the
  // Italian "l'<link>…" showed its tags as text; every rich text must render its tags.
  it.each([
    ['en', messagesFor('en')],
    ['it', messagesFor('it')],
  ] as const)('renders every rich-text message of %s without a literal tag', (locale, messages) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const rich = entriesOf(messages).filter(([, message]) => /<\w+>/.test(message));
    expect(rich.length).toBeGreaterThan(10);
    const leftovers = rich
      .map(([key, message]) => {
        const t = createTranslator({ locale, messages: { message }, onError });
        return [key, t.markup('message', valuesFor(message))];
      })
      .filter(([, text]) => /[<>]/.test(text ?? ''));
    expect(errors).toEqual([]);
    expect(leftovers).toEqual([]);
  });
});
