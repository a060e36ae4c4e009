import http from 'node:http';

/** How the stand-in answers: as hCaptcha does, or as a broken or silent service. */
export type StandInMode = 'hcaptcha' | 'error-500' | 'not-json' | 'secret-refused' | 'silent';

export type CaptchaStandIn = {
  url: string;
  /** The form fields of every verification request, in order. */
  requests: URLSearchParams[];
  mode: StandInMode;
  close: () => Promise<void>;
};

/**
 * A local stand-in for hCaptcha's siteverify (no internet here): answers {success: true} exactly
 * when the response token is 'pass', as the real one answers for a solved widget.
 */
export async function startCaptchaStandIn(): Promise<CaptchaStandIn> {
  const standIn: CaptchaStandIn = { url: '', requests: [], mode: 'hcaptcha', close: async () => {} };
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      standIn.requests.push(form);
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      switch (standIn.mode) {
        case 'silent':
          return; // never answers; the verifier's timeout must end the wait
        case 'error-500':
          return json(500, { error: 'down' });
        case 'not-json':
          return void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Gateway</h1>');
        case 'secret-refused':
          return json(200, { success: false, 'error-codes': ['invalid-input-secret'] });
        default: {
          const success = form.get('response') === 'pass';
          return json(200, success ? { success } : { success, 'error-codes': ['invalid-input-response'] });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  standIn.url = `http://127.0.0.1:${port}/siteverify`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
