// Open-loop load at a fixed arrival rate, for latency goals (bench/README.md, Closed loops queue).
import http from 'node:http';

/**
 * One request on a kept-alive connection, with node:http: fetch (undici) costs the client a few
 * milliseconds of its own per request on this machine, which the latency would count as the
 * server's. Resolves to the status and the body's text; a failure to connect or a 10 s silence
 * rejects.
 */
function send(agent, url, { method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The envelope's responseCode of a 200, `HTTP <status>` otherwise, null when unreadable. */
export function answerCodeOf(status, text) {
  if (status !== 200) return `HTTP ${status}`;
  try {
    return JSON.parse(text).responseCode ?? null;
  } catch {
    return null;
  }
}

/**
 * A request every 1000/rate ms for `duration` s whatever the answers, at most `connections` in
 * flight (a request whose turn finds them all busy waits for one, and its wait counts). Latency
 * is measured from the request's turn, so a slow answer cannot hide the requests queued behind
 * it. `next()` gives each turn's `request` ({ method, path, headers, body }) and, optionally,
 * `settled(code)`, told the answer's code (answerCodeOf, or 'failed' when none came). Resolves
 * to every sample, { ms, code }, in the order answered.
 */
export async function steadyLoad({ url, connections, duration, rate, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = [];
  let inFlight = 0;
  const freed = [];
  const one = async (turn) => {
    while (inFlight >= connections) await new Promise((resolve) => freed.push(resolve));
    inFlight += 1;
    const { request, settled } = next();
    let code = 'failed';
    try {
      const answer = await send(agent, url, request);
      code = answerCodeOf(answer.status, answer.text);
    } catch {
      // no answer: 'failed'
    } finally {
      inFlight -= 1;
      freed.shift()?.();
    }
    settled?.(code);
    samples.push({ ms: performance.now() - turn, code: String(code) });
  };
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < rate * duration; i += 1) {
    const turn = started + (i * 1000) / rate;
    const wait = turn - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(turn));
  }
  await Promise.all(pending);
  agent.destroy();
  return samples;
}
