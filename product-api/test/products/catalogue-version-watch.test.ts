import { CatalogueVersionWatch } from '../../src/products/catalogue-version-watch';

describe('catalogue version watch', () => {
  it('reads the version once for everyone asking meanwhile, then not again within its interval', async () => {
    const read = jest.fn(async () => 'v1');
    const watch = new CatalogueVersionWatch(read, 60_000);
    expect(await Promise.all([watch.current(), watch.current()])).toEqual(['v1', 'v1']);
    expect(await watch.current()).toBe('v1');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again once its interval has passed, and tells the listeners of a change only', async () => {
    let version = 'v1';
    const watch = new CatalogueVersionWatch(async () => version, 0);
    const heard: string[] = [];
    watch.onChange((v) => heard.push(v));
    await watch.current();
    await watch.current();
    version = 'v2';
    expect(await watch.current()).toBe('v2');
    await watch.current();
    expect(heard).toEqual(['v2']);
  });

  it('takes a version read elsewhere as the newest, without reading it itself', async () => {
    const read = jest.fn(async () => 'v1');
    const watch = new CatalogueVersionWatch(read, 60_000);
    const heard: string[] = [];
    watch.onChange((v) => heard.push(v));
    await watch.current();
    watch.follow('v2');
    expect(await watch.current()).toBe('v2');
    expect(read).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['v2']);
  });
});
