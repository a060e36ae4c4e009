import { createHash } from 'node:crypto';

/**
 * Hashes for the Content-Security-Policy of one HTML page (decision 0001: cached pages use hashes,
 * not nonces). Next.js writes its data into the page as inline scripts whose text changes with
 * every page; a hash of each lets exactly those run, and the page stays cacheable because the same
 * HTML always gives the same header.
 *
 * Hashing every inline script would also bless one that an attacker managed to inject into the
 * HTML, so only the framework's own shapes are hashed: each is one call with a JSON literal
 * (`self.__next_f.push([...])`, Turbopack's chunk list), data that cannot run code. Any other
 * inline script is left out and the browser refuses it. JSON-LD and other data blocks are not
 * scripts to the browser and need nothing.
 */

const FRAMEWORK_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = { prefix: 'self.__next_f.push(', suffix: ')' };
const TURBOPACK_CHUNKS = {
  prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
  suffix: ');',
};

const SCRIPT = /<script\b([^>]*)>/gi;
const SCRIPT_END = /<\/script[\s/>]/i;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Hashes of the page's inline scripts that are the framework's data, each once. */
export function inlineScriptHashesOf(html: string): string[] {
  const scripts = new Set<string>();
  for (const { attributes, body } of inlineScripts(html)) {
    if (isJavaScript(attributes) && isFrameworkData(body)) scripts.add(cspHash(body));
  }
  return [...scripts];
}

/** `'sha256-…'` of a text as the browser hashes it: its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script elements with their text; `src` scripts have none and are allowed by origin instead. */
function* inlineScripts(html: string): Generator<{ attributes: string; body: string }> {
  for (const open of html.matchAll(SCRIPT)) {
    const start = (open.index ?? 0) + open[0].length;
    const end = html.slice(start).search(SCRIPT_END);
    if (end <= 0) continue;
    yield { attributes: open[1] ?? '', body: html.slice(start, start + end) };
  }
}

function isJavaScript(attributes: string): boolean {
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? '';
  return JAVASCRIPT_TYPES.has(type);
}

export function isFrameworkData(body: string): boolean {
  // A comment opener can change where the browser ends the script; such text is never hashed.
  if (body.includes('<!--')) return false;
  if (body === FRAMEWORK_BOOTSTRAP) return true;
  return (
    isCallWithJson(body, FLIGHT_PUSH, Array.isArray) || isCallWithJson(body, TURBOPACK_CHUNKS, isPlainObject)
  );
}

function isCallWithJson(
  body: string,
  call: { prefix: string; suffix: string },
  shape: (value: unknown) => boolean,
): boolean {
  if (!body.startsWith(call.prefix) || !body.endsWith(call.suffix)) return false;
  try {
    return shape(JSON.parse(body.slice(call.prefix.length, body.length - call.suffix.length)));
  } catch {
    return false;
  }
}

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
