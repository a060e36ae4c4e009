import type { InjectOptions } from 'fastify';
import {
  HOSTILE_AUTHORIZATIONS,
  HOSTILE_BODIES,
  HOSTILE_JSON_VALUES,
  HOSTILE_NUMBER_TEXTS,
  HOSTILE_STRINGS,
  RAW_URL_PIECES,
} from './hostile-values';
import {
  percentEncode,
  sampleOf,
  sampleUrlValues,
  urlOf,
  type JsonSchema,
  type Operation,
} from './openapi-operations';

/** The fuzz suite's requests (test/http/fuzz.test.ts), built from one operation of the OpenAPI document. */
export type Probe = { label: string; request: InjectOptions };

const OTHER_METHODS = ['TRACE', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field of a body schema, nested objects included, as key paths ([['username'], ['address', 'zip']]). */
export function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  if (prefix.length >= 3) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key]),
  ]);
}

/** A copy of the sample body with one field replaced (or removed when value is undefined). */
export function bodyWith(schema: JsonSchema, path: string[], value: unknown): unknown {
  const body = structuredClone(sampleOf(schema));
  const last = path.at(-1);
  let holder: unknown = body;
  for (const key of path.slice(0, -1)) {
    if (!isRecord(holder)) return body;
    holder[key] ??= {};
    holder = holder[key];
  }
  if (!isRecord(holder) || last === undefined) return body;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
  return body;
}

export const jsonRequest = (operation: Operation, url: string, body: unknown): InjectOptions => ({
  method: operation.method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** The table's probes of one operation: each parameter and body field, whole bodies, methods, headers. */
export function* probesOf(operation: Operation): Generator<Probe> {
  const name = `${operation.method} ${operation.template}`;
  const baseline = sampleUrlValues(operation);
  const url = urlOf(operation, baseline);
  const sampleBody = operation.body ? sampleOf(operation.body) : undefined;
  const request = (target: string): InjectOptions =>
    sampleBody === undefined
      ? { method: operation.method, url: target }
      : jsonRequest(operation, target, sampleBody);

  yield { label: `${name} as documented`, request: request(url) };

  for (const parameter of operation.parameters) {
    const values = [...[...HOSTILE_STRINGS, ...HOSTILE_NUMBER_TEXTS].map(percentEncode), ...RAW_URL_PIECES];
    for (const value of values) {
      const target = urlOf(operation, new Map([...baseline, [parameter.name, value]]));
      yield {
        label: `${name} ${parameter.in} ${parameter.name}=${value.slice(0, 40)}`,
        request: request(target),
      };
    }
    if (parameter.in === 'query') {
      const key = percentEncode(parameter.name);
      for (const extra of [`${key}=1&${key}=2`, `${key}%5B%5D=1`, `${key}%5Ba%5D=1`]) {
        yield {
          label: `${name} query ${extra}`,
          request: request(`${url}${url.includes('?') ? '&' : '?'}${extra}`),
        };
      }
    }
  }

  const separator = url.includes('?') ? '&' : '?';
  for (const extra of [
    '%00=1',
    '__proto__=1',
    'constructor%5Bprototype%5D%5Badmin%5D=1',
    `${'k'.repeat(5000)}=1`,
  ]) {
    yield {
      label: `${name} unknown query ${extra.slice(0, 40)}`,
      request: request(`${url}${separator}${extra}`),
    };
  }

  if (operation.body) {
    for (const path of fieldPaths(operation.body)) {
      const field = path.join('.');
      for (const value of [...HOSTILE_STRINGS, ...HOSTILE_JSON_VALUES, undefined]) {
        const shown = JSON.stringify(value)?.slice(0, 40) ?? 'missing';
        yield {
          label: `${name} body ${field}=${shown}`,
          request: jsonRequest(operation, url, bodyWith(operation.body, path, value)),
        };
      }
    }
    const extraKeys = {
      ...(isRecord(sampleBody) ? sampleBody : {}),
      '\u0000': 1,
      ['k'.repeat(1000)]: 1,
      constructor: { prototype: {} },
    };
    yield { label: `${name} body with hostile keys`, request: jsonRequest(operation, url, extraKeys) };
  }
  if (operation.method !== 'GET') {
    for (const { contentType, payload } of HOSTILE_BODIES) {
      yield {
        label: `${name} body ${contentType ?? 'without content type'}: ${payload.slice(0, 30)}`,
        request: {
          method: operation.method,
          url,
          headers: contentType ? { 'content-type': contentType } : {},
          payload,
        },
      };
    }
  }

  for (const authorization of HOSTILE_AUTHORIZATIONS) {
    const probe = request(url);
    yield {
      label: `${name} Authorization: ${authorization.slice(0, 30)}`,
      request: { ...probe, headers: { ...probe.headers, authorization } },
    };
  }
  for (const method of OTHER_METHODS.filter((m) => m !== operation.method)) {
    yield { label: `${method} ${operation.template}`, request: { method, url } };
  }
}
