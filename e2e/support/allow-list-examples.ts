import { type ForwardableCall, forwardableCalls, forwardablePath } from '../../lib/bff/allow-list';

/**
 * Concrete paths for every allow-listed BFF call, read from the list's own patterns, so a call
 * added to lib/bff/allow-list.ts is fuzzed without touching the specs. The patterns use a small
 * regex subset (literals, `\/`, `\d+`, groups with `|`, optional groups); anything else throws,
 * so a pattern this cannot read fails the suite instead of going untested.
 */
export type CallExample = {
  method: ForwardableCall['method'];
  path: string;
  /** The first path its allow-list entry gives ('ecommerce/stores/1/delivery/IN_STORE/…' of eight). */
  firstOfEntry: boolean;
};

export function allowListExamples(): CallExample[] {
  return forwardableCalls.flatMap((call) =>
    expand(call.pattern.source).map((path, index) => {
      if (forwardablePath(call.method, path.split('/')) !== path) {
        throw new Error(`example ${call.method} ${path} does not match ${call.pattern.source}`);
      }
      return { method: call.method, path, firstOfEntry: index === 0 };
    }),
  );
}

function expand(source: string): string[] {
  if (!source.startsWith('^') || !source.endsWith('$')) throw new Error(`unanchored pattern ${source}`);
  const reader = { text: source.slice(1, -1), at: 0 };
  const alternatives = readAlternatives(reader);
  if (reader.at !== reader.text.length) throw new Error(`cannot read pattern ${source}`);
  return alternatives;
}

type Reader = { text: string; at: number };

/** `a|b|c` up to a closing parenthesis or the end: every string any branch gives. */
function readAlternatives(reader: Reader): string[] {
  const results = readSequence(reader);
  while (reader.text[reader.at] === '|') {
    reader.at += 1;
    results.push(...readSequence(reader));
  }
  return results;
}

function readSequence(reader: Reader): string[] {
  let results = [''];
  for (;;) {
    const char = reader.text[reader.at];
    if (char === undefined || char === '|' || char === ')') return results;
    const piece = readPiece(reader);
    results = results.flatMap((head) => piece.map((tail) => head + tail));
  }
}

function readPiece(reader: Reader): string[] {
  const rest = reader.text.slice(reader.at);
  if (rest.startsWith('\\d+')) {
    reader.at += 3;
    return ['1'];
  }
  if (rest.startsWith('\\/')) {
    reader.at += 2;
    return ['/'];
  }
  if (rest.startsWith('(')) {
    reader.at += 1;
    const inner = readAlternatives(reader);
    if (reader.text[reader.at] !== ')') throw new Error(`unclosed group in ${reader.text}`);
    reader.at += 1;
    if (reader.text[reader.at] !== '?') return inner;
    reader.at += 1;
    return ['', ...inner];
  }
  const char = rest[0] ?? '';
  if (!/[A-Za-z0-9_-]/.test(char)) throw new Error(`unsupported '${char}' in pattern ${reader.text}`);
  reader.at += 1;
  return [char];
}
