import type { CatalogueVersionWatch } from '../products/catalogue-version-watch';
import type { Database } from '../db/client';
import { SearchIndex } from './search-index';
import { readIndexSource } from './search-index.repository';

/** What the holder reports: each build (for the log), and a build that failed in the background. */
export type IndexEvents = {
  built?: (index: SearchIndex, milliseconds: number) => void;
  failed?: (error: unknown) => void;
};

/**
 * This API instance's search index, built from the database on first use and built again when
 * the catalogue version changes (seed, import, vocabulary), as the version watch sees it: within
 * its check interval, or at once when GET /catalogue/version reports a new one. A change the watch
 * hears of starts the new build straight away, so the first search after an import rarely waits
 * for it. Every instance builds the same index from the same rows, so all answer alike; a search
 * waits for a build it needs, and concurrent searches share it.
 */
export class SearchIndexHolder {
  private index: SearchIndex | null = null;
  private version: string | null = null;
  private pending: Promise<SearchIndex> | null = null;

  constructor(
    private readonly db: Database,
    private readonly watch: CatalogueVersionWatch,
    private readonly events: IndexEvents = {},
  ) {
    watch.onChange(() => {
      this.current().catch((error: unknown) => this.events.failed?.(error));
    });
  }

  async current(): Promise<SearchIndex> {
    if (this.pending) return this.pending;
    if (this.index && (await this.watch.current()) === this.version) return this.index;
    this.pending ??= this.build().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async build(): Promise<SearchIndex> {
    const started = Date.now();
    const { version, source } = await readIndexSource(this.db);
    this.index = new SearchIndex(source);
    this.version = version;
    this.events.built?.(this.index, Date.now() - started);
    // Read with the rows, so the newest: the watch (and the catalogue cache) learn it too.
    this.watch.follow(version);
    return this.index;
  }
}
