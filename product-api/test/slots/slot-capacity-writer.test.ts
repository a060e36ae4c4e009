import fs from 'node:fs';
import path from 'node:path';

/**
 * A slot's capacity has one writer: slots/slot-capacity.repository.ts (docs/architecture.md,
 * "slot capacity"). Holds, orders, aborts and expiry call it; none of them writes
 * time_slots.taken itself. This reads the source, so a second writer fails here before it can
 * drift from the conditional UPDATE ... WHERE taken < capacity.
 */
const SOURCE = path.join(__dirname, '../../src');
const WRITER = path.join('slots', 'slot-capacity.repository.ts');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each drizzle UPDATE or INSERT of time_slots, or raw SQL one, whose written columns name taken. */
function takenWrites(text: string): string[] {
  const found: string[] = [];
  // The statement from `.update(timeSlots)` / `.insert(timeSlots)` to its filter, returning or end.
  const builder = /\.(update|insert)\(\s*timeSlots\s*\)([\s\S]*?)(?=\.where\(|\.returning\(|\.onConflict|;)/g;
  for (const match of text.matchAll(builder)) if (/\btaken\b/.test(match[2] ?? '')) found.push(match[0]);
  const raw =
    /\b(update\s+"?time_slots"?\s+set\b[^;`]*?\btaken\b|insert\s+into\s+"?time_slots"?[^;`]*?\btaken\b)/gi;
  for (const match of text.matchAll(raw)) found.push(match[0]);
  return found;
}

describe('slot capacity', () => {
  it('is written only by the slots capacity repository', () => {
    const writers = sourceFiles(SOURCE)
      .filter((file) => takenWrites(fs.readFileSync(file, 'utf8')).length > 0)
      .map((file) => path.relative(SOURCE, file));
    expect(writers).toEqual([WRITER]);
  });

  it('recognises a write of taken in either form', () => {
    expect(takenWrites('tx.update(timeSlots).set({ taken: sql`x` }).where(y)')).toHaveLength(1);
    expect(takenWrites('sql`UPDATE time_slots SET taken = taken - 1 WHERE id = 1`')).toHaveLength(1);
    expect(takenWrites('tx.update(timeSlots).set({ capacity: 3 }).where(y)')).toHaveLength(0);
    expect(takenWrites('tx.select({ taken: timeSlots.taken }).from(timeSlots)')).toHaveLength(0);
  });
});
