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
});
