import { LRUCache } from 'lru-cache';

/**
 * Catalogue reads (search pages, suggestions, featured, categories) are the same for every
 * shopper and change only when the catalogue is written (seed, import), so the API keeps recent
 * answers in memory. Entries expire after ttlMs, and every store is dropped as soon as the
 * catalogue version in the database changes: at most versionCheckMs after an import, whichever
 * instance made it. Concurrent misses for one key share one database query.
 */
export type CatalogueCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  versionCheckMs: number;
  readVersion: () => Promise<string>;
};

/**
 * A bound on a store's total size besides its entry count, for answers of very different sizes
 * (media files: a 1 kB icon, a 2 MB leaflet PDF). sizeOf measures one answer, in bytes say.
 */
export type SizeBound<T> = { maxSize: number; sizeOf: (value: T) => number };

/** Cached answers of one kind (T), keyed by the normalised request. */
export type CachedReads<T> = {
  /** The cached answer for key, or load()'s, kept only when shareable(value) allows it. */
  get(key: string, load: () => Promise<T>, shareable?: (value: T) => boolean): Promise<T>;
};

export class CatalogueCache {
  private readonly stores: { clear(): void }[] = [];
  private version: string | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(private readonly options: CatalogueCacheOptions) {}

  reads<T extends object>(bound?: SizeBound<T>): CachedReads<T> {
    if (this.options.ttlMs <= 0) return { get: (_key, load) => load() };
    const store = new LRUCache<string, T, () => Promise<T>>({
      max: this.options.maxEntries,
      ttl: this.options.ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
      // An answer larger than the whole bound is served but not kept.
      ...(bound && {
        maxSize: bound.maxSize,
        sizeCalculation: (value: T) => Math.max(1, Math.ceil(bound.sizeOf(value))),
      }),
    });
    this.stores.push(store);
    return {
      get: async (key, load, shareable = () => true) => {
        await this.dropIfStale();
        const value = (await store.fetch(key, { context: load })) ?? (await load());
        if (!shareable(value)) store.delete(key);
        return value;
      },
    };
  }

  clear(): void {
    for (const store of this.stores) store.clear();
  }

  /**
   * The version just read from the database: answers cached under another one are dropped now,
   * not at the next periodic check. GET /catalogue/version calls it, so a storefront that sees a
   * new version there never gets this instance's old answers when it renders its pages again.
   */
  followVersion(current: string): void {
    if (this.version !== null && current !== this.version) this.clear();
    this.version = current;
    this.checkedAt = Date.now();
  }

  private async dropIfStale(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.versionCheckMs) return;
    this.checking ??= (async () => {
      try {
        this.followVersion(await this.options.readVersion());
      } finally {
        this.checking = null;
      }
    })();
    await this.checking;
  }
}
