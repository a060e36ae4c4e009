import { z } from 'zod';

/** The part of a JSON schema the fuzz suite reads to build a plausible value. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.union([z.string(), z.array(z.string())]).optional(),
      enum: z.array(z.unknown()).optional(),
      pattern: z.string().optional(),
      minLength: z.number().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      default: z.unknown().optional(),
      properties: z.record(z.string(), jsonSchema).optional(),
      required: z.array(z.string()).optional(),
      items: jsonSchema.optional(),
    })
    .loose(),
);

const operationSchema = z
  .object({
    parameters: z
      .array(
        z.object({
          name: z.string(),
          in: z.enum(['path', 'query', 'header', 'cookie']),
          required: z.boolean().optional(),
          schema: jsonSchema.optional(),
        }),
      )
      .optional(),
    requestBody: z
      .object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) })
      .optional(),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  })
  .loose();

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methodOf: Record<string, Method> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

/** One route of the OpenAPI document, as the fuzz suite calls it. */
export type Operation = {
  method: Method;
  /** The document's path template, e.g. '/cli/cms/leaflets/{id}' or '/media/{*}'. */
  template: string;
  parameters: Parameter[];
  body?: JsonSchema;
  secured: boolean;
};

/** Every operation of an OpenAPI 3 document (`app.swagger()`), whatever routes it documents. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([name, raw]): Operation[] => {
      const method = methodOf[name];
      if (!method) return [];
      const operation = operationSchema.parse(raw);
      const parameters = (operation.parameters ?? []).flatMap((p): Parameter[] =>
        p.in === 'path' || p.in === 'query'
          ? [
              {
                name: p.name,
                in: p.in,
                required: p.in === 'path' || p.required === true,
                schema: p.schema ?? {},
              },
            ]
          : [],
      );
      const body = operation.requestBody?.content['application/json']?.schema;
      return [{ method, template, parameters, body, secured: (operation.security ?? []).length > 0 }];
    }),
  );
}

const PATTERN_CANDIDATES = ['12345678', 'a', 'abc', 'ABC 1234', 'maria@example.mt', '2026-01-01', '1'];

/** A value the schema accepts where that is easy to tell, for the parts a probe leaves alone. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]),
      );
    default: {
      const { pattern } = schema;
      const match = pattern ? PATTERN_CANDIDATES.find((c) => new RegExp(pattern).test(c)) : undefined;
      return match ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Percent-encodes the UTF-8 bytes of any text, lone surrogates included (as U+FFFD, which is what
 * a client's encoder sends; encodeURIComponent throws on them instead).
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Path and query values of a call, already percent-encoded (or raw on purpose) as they go in the URL. */
export type UrlValues = Map<string, string>;

/** The plausible URL values of an operation: every path parameter and every required query one. */
export function sampleUrlValues(operation: Operation): UrlValues {
  return new Map(
    operation.parameters
      .filter((p) => p.required)
      .map((p) => [p.name, percentEncode(String(sampleOf(p.schema)))]),
  );
}

/** The URL of a call: path parameters filled in, the others as the query string. */
export function urlOf(operation: Operation, values: UrlValues): string {
  const pathNames = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
  const path = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => values.get(name) ?? 'x');
  const query = [...values]
    .filter(([name]) => !pathNames.has(name))
    .map(([name, value]) => `${percentEncode(name)}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
