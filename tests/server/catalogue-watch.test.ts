/** @jest-environment node */
import { versionOf, watchCatalogue } from '../../server/catalogue-watch';

const envelope = (version: string) => ({ responseCode: 0, data: { version } });

describe('the catalogue watch', () => {
  it('reads the version from the envelope only', () => {
    expect(versionOf(envelope('v1'))).toBe('v1');
    expect(versionOf({ responseCode: 4000, errorMessage: 'x' })).toBeNull();
    expect(versionOf(null)).toBeNull();
  });

  it('calls onChange for the first version and every change, and retries a failed one', async () => {
    const answers = ['v1', 'v1', 'v2', 'v2', 'v2'];
    global.fetch = jest.fn(async () => ({
      status: 200,
      json: async () => envelope(answers.shift() ?? 'v2'),
    })) as unknown as typeof fetch;
    const seen: string[] = [];
    let failOnce = true;
    const watch = watchCatalogue({
      apiUrl: 'http://api',
      intervalMs: 5,
      log: () => {},
      onChange: async (version) => {
        if (version === 'v2' && failOnce) {
          failOnce = false;
          throw new Error('storefront busy');
        }
        seen.push(version);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    watch.stop();
    expect(seen).toEqual(['v1', 'v2']);
  });

  it('says nothing while the API starts, and once per outage after', async () => {
    const answers: (string | null)[] = [null, null, 'v1', null, null, 'v1'];
    global.fetch = jest.fn(async () => {
      const next = answers.length > 0 ? answers.shift() : 'v1';
      if (next === null) throw new Error('connection refused');
      return { status: 200, json: async () => envelope(next ?? 'v1') };
    }) as unknown as typeof fetch;
    const said: string[] = [];
    const watch = watchCatalogue({
      apiUrl: 'http://api',
      intervalMs: 5,
      log: (message) => said.push(message),
      onChange: async () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    watch.stop();
    expect(said).toEqual([
      expect.stringContaining('cannot read the catalogue version'),
      'catalogue watch: the product API answers again',
    ]);
  });
});
