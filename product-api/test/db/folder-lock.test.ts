import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFolderLock, DataFolderError, FolderLockedError } from '../../src/db/folder-lock';

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

  describe('another spelling of a folder held by another process finds the same lock', () => {
    let holder: ReturnType<typeof spawn>;
    beforeEach(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}.lock`, String(holder.pid));
    });
    afterEach(() => holder.kill());

    it('with a trailing /. or a detour through ..', () => {
      expect(() => acquireFolderLock(`${dir}/.`)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(`${dir}/../pglite`)).toThrow(FolderLockedError);
      expect(fs.readdirSync(dir)).toEqual([]);
    });

    it('through a symbolic link', () => {
      const link = path.join(path.dirname(dir), 'link-to-pglite');
      fs.symlinkSync(dir, link);
      expect(() => acquireFolderLock(link)).toThrow(FolderLockedError);
      expect(fs.existsSync(`${link}.lock`)).toBe(false);
    });
  });

  it('explains a symbolic link to a folder that does not exist, instead of crashing', () => {
    const link = path.join(path.dirname(dir), 'dangling');
    fs.symlinkSync(path.join(path.dirname(dir), 'missing', 'deeper'), link);
    expect(() => acquireFolderLock(link)).toThrow(DataFolderError);
    expect(() => acquireFolderLock(link)).toThrow(/is a symbolic link to .*missing.*, which cannot be used/);
  });

  it('explains a path that is a file', () => {
    const file = path.join(path.dirname(dir), 'a-file');
    fs.writeFileSync(file, 'x');
    expect(() => acquireFolderLock(file)).toThrow(DataFolderError);
    expect(() => acquireFolderLock(file)).toThrow(/cannot be used \(a file is in the way\)/);
  });
});
