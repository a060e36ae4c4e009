// `npm run dev`: both servers with hot reload (next dev, and the API under node --watch).
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { bffSecretFor, sessionSecretFor } from './lib/secrets.mjs';
import { startApi, startWeb, stopAll } from './lib/servers.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.join(repoRoot, 'data');
const bffSecret = bffSecretFor(dataDir);
const children = [
  startApi({ API_PORT: String(apiPort), BFF_SECRET: bffSecret }, { watch: true }),
  startWeb(
    {
      PRODUCT_API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: sessionSecretFor(dataDir),
      BFF_SECRET: bffSecret,
    },
    { dev: true, port: Number(process.env.PORT ?? 3000) },
  ),
];
const stop = async () => {
  await stopAll(children);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
for (const child of children) child.on('exit', () => void stop());
