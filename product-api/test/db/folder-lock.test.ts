import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFolderLock, FolderLockedError } from '../../src/db/folder-lock';

describe('PGlite folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-')), 'pglite');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('refuses a folder held by another live process, naming its PID', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}.lock`, String(holder.pid));
      expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(dir)).toThrow(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left behind by a process that is gone', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('lets the same folder be opened again after release', () => {
    acquireFolderLock(dir)();
    const again = acquireFolderLock(dir);
    again();
  });
});
