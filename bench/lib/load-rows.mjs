// What the API load benches share (bench/orders-load.mjs, bench/pick-load.mjs, bench/cart-load.mjs):
// one row of a table
// driven by autocannon (or at a steady rate), its latency percentiles, and the figures a run is
// summarised with.
import autocannon from 'autocannon';
import os from 'node:os';
import { steadyLoad } from './steady-load.mjs';

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const round1 = (n) => Math.round(n * 10) / 10;
/** One of `items` at random. */
export const pick = (items) => items[Math.floor(Math.random() * items.length)];
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** The machine's 1, 5 and 15 minute load averages ('1.02 0.87 0.60'): other work shows there. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A row's figures from the latency of each answer (ms) over `duration` s. */
export function rowFigures(times, duration, errors) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / duration),
    p50ms: round1(percentile(sorted, 50)),
    p95ms: round1(percentile(sorted, 95)),
    p99ms: round1(percentile(sorted, 99)),
    errors,
  };
}

/**
 * autocannon for `duration` s on one kind of request (an autocannon request: method, headers,
 * setupRequest…); latency of every answer, and every answer must be HTTP 200 with envelope code 0
 * (autocannon calls onResponse and then emits 'response' for the same answer).
 */
export function loadRow({ url, connections, duration, request }) {
  return new Promise((resolve, reject) => {
    const samples = [];
    let errors = 0;
    let lastOk = false;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            ...request,
            onResponse(status, body) {
              try {
                lastOk = status === 200 && JSON.parse(body).responseCode === 0;
              } catch {
                lastOk = false;
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(rowFigures(samples, duration, errors + result.errors + result.timeouts));
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (!lastOk) errors += 1;
      samples.push(responseTime);
    });
  });
}

/**
 * The same row at `rate` requests a second, evenly, whatever the answers (steady-load.mjs): the
 * latency met at that arrival rate rather than the queue of a closed loop. `request` as for
 * loadRow; its setupRequest, when given, makes each request.
 */
export async function steadyRow({ url, connections, duration, rate, request }) {
  const samples = await steadyLoad({
    url,
    connections,
    duration,
    rate,
    next: () => ({ request: request.setupRequest ? request.setupRequest(request) : request }),
  });
  return rowFigures(
    samples.map((sample) => sample.ms),
    duration,
    samples.filter((sample) => sample.code !== '0').length,
  );
}
