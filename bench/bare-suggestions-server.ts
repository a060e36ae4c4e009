import http from 'node:http';
import { CatalogueVersionWatch } from '../product-api/src/products/catalogue-version-watch';
import { readCatalogueVersion } from '../product-api/src/products/catalogue-version';
import { languageOf } from '../product-api/src/catalogue/language';
import { loadConfig } from '../product-api/src/config';
import { databaseTargetOf, openDatabase } from '../product-api/src/db/client';
import { toEnvelope } from '../product-api/src/http/envelope';
import { SearchIndexHolder } from '../product-api/src/search/search-index-holder';
import { searchSuggestions } from '../product-api/src/search/search.service';

/**
 * The ceiling bench:api --baseline bare compares the API's suggestions with: a bare node:http
 * server answering GET /cli/ecommerce/products/search?q=&lang= from the API's own search index
 * and service, with the route's JSON body but none of Fastify's lifecycle (no validation, cache,
 * serializer or security headers). What the API loses against it is the framework's share.
 * Usage: BARE_PORT=4201 node --import tsx bench/bare-suggestions-server.ts (database from the
 * API's own variables).
 */
const SUGGESTIONS_PATH = '/cli/ecommerce/products/search';

async function main(): Promise<void> {
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  // Never checked again: the catalogue does not change during a bench, and a PGlite folder has a
  // single owner, so the index is built once and the database handed back before the API opens it.
  const watch = new CatalogueVersionWatch(() => readCatalogueVersion(handle.db), Number.POSITIVE_INFINITY);
  const holder = new SearchIndexHolder(handle.db, watch);
  await holder.current();
  await handle.close();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    if (url.pathname !== SUGGESTIONS_PATH) {
      response.writeHead(404).end();
      return;
    }
    // The route's query schema trims q and knows two languages; nothing else is checked.
    const q = (url.searchParams.get('q') ?? '').trim();
    const lang = url.searchParams.get('lang');
    const language = languageOf(
      lang === 'en' || lang === 'it' ? lang : undefined,
      request.headers['accept-language'],
    );
    searchSuggestions(holder, q, language).then(
      (result) => {
        const body = JSON.stringify(toEnvelope(result));
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  });
  server.listen(Number(process.env.BARE_PORT ?? 4201), '127.0.0.1');
  process.on('SIGINT', () => server.close(() => process.exit(0)));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

void main();
