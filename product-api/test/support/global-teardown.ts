import fs from 'node:fs';
import path from 'node:path';

/** Deletes the database image of global-setup.ts. */
export default function globalTeardown(): void {
  const file = process.env.PGLITE_TEST_IMAGE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
