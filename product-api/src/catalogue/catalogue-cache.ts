import { LRUCache } from 'lru-cache';

import type { CatalogueVersionWatch } from '../products/catalogue-version-watch';

/**
 * Catalogue reads (search pages, suggestions, featured, categories) are the same for every
 * shopper and change only when the catalogue is written (seed, import), so the API keeps recent
 * answers in memory. Entries expire after ttlMs, and every store is dropped as soon as the
 * catalogue version changes (the version watch: at most its check interval after an import,
 * whichever instance made it). Concurrent misses for one key share one load.
 */
export type CatalogueCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  version: CatalogueVersionWatch;
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
  /** Counts the clears: an answer loaded across one belongs to the old catalogue. */
  private epoch = 0;

  constructor(private readonly options: CatalogueCacheOptions) {
    options.version.onChange(() => this.clear());
  }

  reads<T extends object>(bound?: SizeBound<T>): CachedReads<T> {
    if (this.options.ttlMs <= 0) return { get: (_key, load) => load() };
    const store = new LRUCache<string, T>({
      max: this.options.maxEntries,
      ttl: this.options.ttlMs,
      // An answer larger than the whole bound is served but not kept.
      ...(bound && {
        maxSize: bound.maxSize,
        sizeCalculation: (value: T) => Math.max(1, Math.ceil(bound.sizeOf(value))),
      }),
    });
    this.stores.push(store);
    // Loads in flight by key (not lru-cache's fetch, which costs an AbortController a request).
    const loading = new Map<string, Promise<T>>();
    const loadAndKeep = async (key: string, load: () => Promise<T>, shareable: (value: T) => boolean) => {
      let epoch = this.epoch;
      let value = await load();
      // The catalogue changed while this loaded: load again, so no one gets the old answer.
      if (epoch !== this.epoch) {
        epoch = this.epoch;
        value = await load();
      }
      if (shareable(value) && epoch === this.epoch) store.set(key, value);
      return value;
    };
    return {
      get: async (key, load, shareable = () => true) => {
        // A version read that finds a change clears the stores (onChange) before the lookup.
        if (!this.options.version.fresh) await this.options.version.current();
        const cached = store.get(key);
        if (cached !== undefined) return cached;
        let pending = loading.get(key);
        if (!pending) {
          pending = loadAndKeep(key, load, shareable).finally(() => loading.delete(key));
          loading.set(key, pending);
        }
        return pending;
      },
    };
  }

  clear(): void {
    this.epoch += 1;
    for (const store of this.stores) store.clear();
  }
}
