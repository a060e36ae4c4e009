/** Types of postgres.mjs, for the end-to-end specs that start a stack of their own. */
export function postgresAvailable(): boolean;

export function startPostgres(options?: { port?: number }): { url: string; stop(): void };
