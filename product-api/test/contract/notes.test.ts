import { NOTES_MAX_LENGTH, notesSchema, typedNoteOf } from '../../src/contract/notes';

describe('typedNoteOf (spec §5 notes, issue 30: no double spaces where an emoji went)', () => {
  it('takes the space beside a removed emoji or symbol with it', () => {
    expect(typedNoteOf('Ring twice 🔔 please ★')).toBe('Ring twice please ');
    expect(typedNoteOf('Ring🔔twice')).toBe('Ringtwice');
    expect(typedNoteOf('🙂 Leave it at the door')).toBe('Leave it at the door');
  });

  it('keeps the space being typed at the end, so the next word can follow', () => {
    expect(typedNoteOf('Ring ')).toBe('Ring ');
    expect(typedNoteOf('Ring  ')).toBe('Ring ');
  });

  it('counts what the order sends, apart from a space at the end', () => {
    const typed = typedNoteOf('Back door 🚪 ,  second bell');
    expect(notesSchema.parse(typed)).toBe(typed);
    expect(typed.length).toBeLessThanOrEqual(NOTES_MAX_LENGTH);
  });
});
