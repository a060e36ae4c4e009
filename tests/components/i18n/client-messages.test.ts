import fs from 'node:fs';
import path from 'node:path';
import { PAGE_NAMESPACES, SERVER_ONLY_NAMESPACES, clientMessagesFor } from '@/i18n/client-messages';
import { english } from '@/i18n/catalogues';

const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('messages sent to the browser', () => {
  it('leave out the server-only namespaces and keep the rest', () => {
    const client = clientMessagesFor('it');
    for (const namespace of SERVER_ONLY_NAMESPACES) {
      expect(english).toHaveProperty(namespace);
      expect(client).not.toHaveProperty(namespace);
    }
    expect(client).toHaveProperty('header');
    expect(client).toHaveProperty('product');
  });

  it('carry the account forms only on the page that asks for them', () => {
    const shop = clientMessagesFor('en');
    for (const namespace of PAGE_NAMESPACES) {
      expect(english).toHaveProperty(namespace);
      expect(shop).not.toHaveProperty(namespace);
    }
    const signup = clientMessagesFor('en', ['signup']);
    expect(signup).toHaveProperty('signup');
    expect(signup).toHaveProperty('header');
    expect(signup).not.toHaveProperty('profile');
    expect(signup).not.toHaveProperty('legal');
  });

  it('hold every namespace a client component reads', () => {
    const serverOnly = new Set<string>(SERVER_ONLY_NAMESPACES);
    const misses: string[] = [];
    for (const file of ['app', 'components', 'lib'].flatMap(sourceFiles)) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      if (!/^['"]use client['"]/m.test(source)) continue;
      for (const match of source.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) {
        if (serverOnly.has(match[1] ?? '')) misses.push(`${file}: ${match[1]}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
