// One thread of the scrypt pool (scrypt-pool.ts). Plain JavaScript, so the same file runs under
// tsx, jest and node without a compile step.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

// The lowest CPU priority for this thread only (on Linux a nice value belongs to a thread): when
// the cores are busy, the API's event loop runs first and hashing waits, so sign-ins never slow
// the catalogue answers. Where the system refuses, the thread simply keeps the normal priority.
try {
  setPriority(19);
} catch {
  // not permitted here; hashing still runs off the event loop
}

parentPort?.on('message', ({ id, password, salt, keyLength }) => {
  try {
    parentPort?.postMessage({ id, key: scryptSync(password, salt, keyLength) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
