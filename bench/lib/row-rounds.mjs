// Rounds of rows for the API load benches (bench/orders-load.mjs, bench/lists-load.mjs): each
// round runs every row one after the other, so every row meets the same machine, and the summary
// gives each row's median over the rounds.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { loadAverage, median } from './load-rows.mjs';

/**
 * A warm-up of `warmup` s a row (JIT, query plans, pages), then `rounds` rounds of `duration` s a
 * row. `load(row, seconds)` drives one row and answers its figures (load-rows.mjs rowFigures).
 * Prints each round with the load average before and after it (other work on the machine shows
 * there) and answers the rounds and the medians; `targetMs` is the p95 every row but 'baseline'
 * must meet.
 */
export async function runRounds({ rows, load, warmup, duration, rounds, targetMs }) {
  for (const row of Object.values(rows)) await load(row, warmup);
  const done = [];
  for (let round = 1; round <= rounds; round += 1) {
    const before = loadAverage();
    const results = {};
    for (const [name, row] of Object.entries(rows)) results[name] = await load(row, duration);
    done.push({ loadAverageBefore: before, loadAverageAfter: loadAverage(), results });
    console.log(`\nRound ${round} (load average before ${before}, after ${loadAverage()}):`);
    console.table(results);
  }
  const summary = Object.fromEntries(
    Object.keys(rows).map((name) => {
      const of = (key) => median(done.map((r) => r.results[name][key]));
      const p95ms = of('p95ms');
      return [
        name,
        {
          requestsPerSecond: of('requestsPerSecond'),
          p50ms: of('p50ms'),
          p95ms,
          p99ms: of('p99ms'),
          errors: done.reduce((sum, r) => sum + r.results[name].errors, 0),
          target: name === 'baseline' ? '' : p95ms <= targetMs ? 'met' : 'NOT met',
        },
      ];
    }),
  );
  return { rounds: done, summary };
}

/**
 * Prints the medians of runRounds under what was driven (`engine`, `connections`, `rate`,
 * `duration`), writes them with the rounds and `extra` to bench/results/<name>-<engine>-c<n>.json
 * and answers whether any answer was wrong.
 */
export function reportRounds({
  name,
  engine,
  connections,
  rate,
  duration,
  targetMs,
  rounds,
  summary,
  extra,
}) {
  console.log(
    `\nMedians of ${rounds.length} rounds, ${engine}, ${connections} connections` +
      `${rate ? ` at ${rate} requests a second, evenly` : ''}, ` +
      `${duration} s a row (target p95 ≤ ${targetMs} ms):`,
  );
  console.table(summary);
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(
      repoRoot,
      'bench',
      'results',
      `${name}-${engine}-c${connections}${rate ? `-r${rate}` : ''}.json`,
    ),
    JSON.stringify({ summary, rounds, ...extra, date: new Date() }, null, 2),
  );
  return Object.values(summary).some((row) => row.errors > 0);
}
