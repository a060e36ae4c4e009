import { CatalogueCache } from '../../src/catalogue/catalogue-cache';
import { CatalogueVersionWatch } from '../../src/products/catalogue-version-watch';

function cacheWith(version: { value: string }, ttlMs = 60_000) {
  return new CatalogueCache({
    ttlMs,
    maxEntries: 100,
    version: new CatalogueVersionWatch(async () => version.value, 0),
  });
}

describe('catalogue cache', () => {
  it('answers a repeated read from memory', async () => {
    const reads = cacheWith({ value: 'v1' }).reads<{ n: number }>();
    const load = jest.fn(async () => ({ n: 1 }));
    await reads.get('milk', load);
    expect(await reads.get('milk', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const reads = cacheWith({ value: 'v1' }).reads<{ n: number }>();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const load = jest.fn(async () => {
      await gate;
      return { n: 2 };
    });
    const both = Promise.all([reads.get('pasta', load), reads.get('pasta', load)]);
    release();
    expect(await both).toEqual([{ n: 2 }, { n: 2 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again, and keeps the new answer, when the catalogue changes during a load', async () => {
    const watch = new CatalogueVersionWatch(async () => 'v1', 60_000);
    const cache = new CatalogueCache({ ttlMs: 60_000, maxEntries: 100, version: watch });
    const reads = cache.reads<{ n: number }>();
    let catalogue = 1;
    let loadStarted: () => void = () => {};
    const started = new Promise<void>((r) => (loadStarted = r));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const load = jest.fn(async () => {
      const seen = catalogue;
      loadStarted();
      if (seen === 1) await gate;
      return { n: seen };
    });
    const pending = reads.get('bread', load);
    await started;
    catalogue = 2;
    watch.follow('v2');
    release();
    expect(await pending).toEqual({ n: 2 });
    expect(await reads.get('bread', load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer that may not be shared', async () => {
    const reads = cacheWith({ value: 'v1' }).reads<{ ok: boolean }>();
    const load = jest.fn(async () => ({ ok: false }));
    await reads.get('x', load, (v) => v.ok);
    await reads.get('x', load, (v) => v.ok);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops every answer when the catalogue version changes', async () => {
    const version = { value: 'v1' };
    const cache = cacheWith(version);
    const pages = cache.reads<{ n: number }>();
    const trees = cache.reads<{ t: string }>();
    await pages.get('k', async () => ({ n: 1 }));
    await trees.get('en', async () => ({ t: 'old' }));
    version.value = 'v2';
    expect(await pages.get('k', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(await trees.get('en', async () => ({ t: 'new' }))).toEqual({ t: 'new' });
  });

  it('bounded by size, keeps the most recent answers that fit and serves a too large one uncached', async () => {
    const reads = cacheWith({ value: 'v1' }).reads<{ bytes: number }>({
      maxSize: 100,
      sizeOf: (v) => v.bytes,
    });
    const load = (bytes: number) => jest.fn(async () => ({ bytes }));
    const a = load(40);
    const b = load(40);
    const c = load(40);
    await reads.get('a', a);
    await reads.get('b', b);
    await reads.get('c', c); // 120 > 100: the least recent, a, goes
    await reads.get('c', c);
    await reads.get('b', b);
    await reads.get('a', a);
    expect([a, b, c].map((f) => f.mock.calls.length)).toEqual([2, 1, 1]);

    const huge = load(101);
    expect(await reads.get('huge', huge)).toEqual({ bytes: 101 });
    await reads.get('huge', huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });

  it('with a time to live of 0 always loads', async () => {
    const reads = cacheWith({ value: 'v1' }, 0).reads<{ n: number }>();
    const load = jest.fn(async () => ({ n: 1 }));
    await reads.get('k', load);
    await reads.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
