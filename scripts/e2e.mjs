// `npm run test:e2e -- [playwright arguments]`: builds if needed, starts both servers on test ports
// and runs Playwright, e.g. `npm run test:e2e -- e2e/search.spec.ts --project desktop`.
import { runEndToEnd } from './lib/e2e.mjs';

process.exit(await runEndToEnd(process.argv.slice(2)));
