import { z } from 'zod';

/** The building blocks of a catalogue row's checks (catalogue-row.ts, food-columns.ts). */

export type Parsed<T> = { value: T } | { error: string };

/** A column read by a parse function of our own: its error message becomes the zod issue's. */
export const column = <T>(parse: (text: string) => Parsed<T>) =>
  z.string().transform((input, ctx) => {
    const result = parse(input.trim());
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });

export const quoted = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
export const CONTROL = /\p{Cc}/u;

export function oneLine(value: string, max: number): Parsed<string> {
  if (CONTROL.test(value)) return { error: 'holds a line break or another control character' };
  if (value.length > max) return { error: `is ${value.length} characters long, at most ${max}` };
  return { value };
}
