import fs from 'node:fs';

/**
 * PGlite does not lock its data folder: a second process opening it diverges silently and can
 * corrupt it (architecture, Traps of the toolchain: PGlite does not lock its data folder). The API
 * takes a lock file holding its PID beside the folder and refuses to start while another live
 * process holds it; a lock left by a dead process is taken over. The lock is keyed by the folder's
 * real path, so another spelling of it (`data/pglite/.`, a symbolic link) finds the same lock.
 */
export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

export class FolderLockedError extends DataFolderError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another running process (PID ${pid}). ` +
        'Stop that process (for example the other "npm start") or set PGLITE_DIR to another folder.',
    );
    this.name = 'FolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the folder if needed and answers its real path; any failure is a sentence, not a stack. */
export function realDataFolder(dataDir: string): string {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const real = fs.realpathSync(dataDir);
    if (!fs.statSync(real).isDirectory()) throw new DataFolderError(`${dataDir} is not a folder`);
    return real;
  } catch (error) {
    if (error instanceof DataFolderError) throw error;
    const link = symlinkTarget(dataDir);
    throw new DataFolderError(
      link === undefined
        ? `The database folder ${dataDir} cannot be used (${describe(error)}). Set PGLITE_DIR to a folder the API may write.`
        : `The database folder ${dataDir} is a symbolic link to ${link}, which cannot be used (${describe(error)}). ` +
            'Create that folder or set PGLITE_DIR to another one.',
    );
  }
}

export function acquireFolderLock(dataDir: string): () => void {
  const folder = realDataFolder(dataDir);
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataFolderError(`The lock file ${lockPath} cannot be written (${describe(error)}).`);
      }
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new FolderLockedError(folder, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataFolderError(`Could not take the lock on ${folder}: another process keeps taking it.`);
}

function symlinkTarget(dataDir: string): string | undefined {
  try {
    return fs.lstatSync(dataDir).isSymbolicLink() ? fs.readlinkSync(dataDir) : undefined;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    ENOENT: 'it does not exist',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOTDIR: 'a part of the path is a file',
    EEXIST: 'a file is in the way',
    ELOOP: 'the symbolic links loop',
  };
  return (code && reasons[code]) ?? 'it cannot be opened';
}
