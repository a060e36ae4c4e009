/**
 * The fixed table of the fuzz suite (issue 10): what an attacker, a broken client or a confused
 * proxy sends. Strings go into path, query and body alike; the other lists only where they fit.
 */

const TEN_KB = 10 * 1024;

/** Text values, sent percent-encoded in a URL and as JSON strings in a body. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  'tab\there',
  'line\nbreak\r\n',
  'a'.repeat(TEN_KB),
  'é'.repeat(TEN_KB / 2),
  '🛒'.repeat(TEN_KB / 4),
  '\u202eevil.pdf',
  'مرحبا بالعالم',
  '🍅👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  '\ufeffBOM',
  '\uffff\ufffe',
  '\ud800',
  'x\udfffy',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/..;/..;/admin',
  '%00',
  '%ff',
  '%2e%2e%2f',
  '%252e%252e%252f',
  "' OR 1=1 --",
  "'; drop table products; --",
  '"\\',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
];

/** Numbers as text: past 32 and 64 bits, negative, fractional, and the odd spellings JS accepts. */
export const HOSTILE_NUMBER_TEXTS: readonly string[] = [
  '-1',
  '0',
  '-0',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '9'.repeat(400),
  '1e308',
  '1e309',
  '-1e309',
  'Infinity',
  '0x10',
  '1_000',
  '+1',
  ' 1 ',
  '1e3',
];

/** Pieces put into the URL exactly as written: broken or doubled percent-encoding, traversal. */
export const RAW_URL_PIECES: readonly string[] = [
  '%00',
  '%ff',
  '%',
  '%%',
  '%zz',
  '%e0%a4%a',
  '%c0%ae%c0%ae%2f',
  '%ed%a0%80',
  '%e2%80%ae',
  '%2e%2e%2f%2e%2e%2f',
  '..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..',
  '.',
  '%2f',
  '//',
  'a;b=c',
  'a%3Fb%23c',
  'a+b',
];

/** Non-string JSON values for a body field: wrong types, huge and fractional numbers, nesting. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_VALUE,
  [],
  ['a'],
  {},
  { $gt: '' },
  // An own __proto__ key, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__":{"admin":true}}'),
  Array.from({ length: 1000 }, () => 'a'),
  nestedArray(200),
];

function nestedArray(depth: number): unknown {
  let value: unknown = 'a';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Whole bodies, sent as they are, with the content type they claim. */
export const HOSTILE_BODIES: readonly { contentType?: string; payload: string }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: 'nul' },
  { contentType: 'application/json', payload: '{"a":1,}' },
  { contentType: 'application/json', payload: "{'a':1}" },
  { contentType: 'application/json', payload: '"\\ud800"' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '12345678901234567890' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(30_000)}${']'.repeat(30_000)}` },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { contentType: 'application/json', payload: JSON.stringify({ a: 'x'.repeat(100 * 1024) }) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'username=a&password=b' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
  { contentType: 'application/xml', payload: '<a/>' },
  { payload: '{"username":"a","password":"b"}' },
];

/** Authorization headers that are not a valid session, for every route (signed in or not). */
export const HOSTILE_AUTHORIZATIONS: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
  `Bearer ${'a'.repeat(8000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer%00',
];
