/**
 * Whether the API logs a line for every request: at debug and trace only, as one line a request
 * is noise at info level and costs throughput. Fastify's request logging (app.ts) and the
 * suggestions answered before Fastify (suggestion-fast-path.ts) both follow it.
 */
export const logsEveryRequest = (level: string): boolean => level === 'debug' || level === 'trace';
