import { readCatalogueVersion } from '../catalogue/catalogue-version';
import type { Database } from '../db/client';
import { SearchIndex } from './search-index';
import { readIndexSource } from './search-index.repository';

/**
 * This API instance's search index, built from the database on first use and built again when
 * the catalogue version changes (seed, import, vocabulary): checked at most every versionCheckMs,
 * or at once when GET /catalogue/version reports a new one. Every instance builds the same index
 * from the same rows, so all answer alike; a search waits for a build it needs, and concurrent
 * searches share it.
 */
export class SearchIndexHolder {
  private index: SearchIndex | null = null;
  private version: string | null = null;
  private checkedAt = 0;
  private pending: Promise<SearchIndex> | null = null;

  constructor(
    private readonly db: Database,
    private readonly versionCheckMs: number,
  ) {}

  async current(): Promise<SearchIndex> {
    if (this.pending) return this.pending;
    if (this.index && Date.now() - this.checkedAt < this.versionCheckMs) return this.index;
    this.pending = this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** A version read elsewhere: a different one makes the next search rebuild first. */
  followVersion(version: string): void {
    if (version !== this.version) this.checkedAt = 0;
  }

  private async refresh(): Promise<SearchIndex> {
    if (this.index && (await readCatalogueVersion(this.db)) === this.version) {
      this.checkedAt = Date.now();
      return this.index;
    }
    const { version, source } = await readIndexSource(this.db);
    this.index = new SearchIndex(source);
    this.version = version;
    this.checkedAt = Date.now();
    return this.index;
  }
}
