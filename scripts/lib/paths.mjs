import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const apiRoot = path.join(repoRoot, 'product-api');
export const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
