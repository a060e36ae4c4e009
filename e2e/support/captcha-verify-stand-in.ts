import { type Server, createServer } from 'node:http';
import { PASSING_CAPTCHA_TOKEN } from './stand-in-ports';

/**
 * hCaptcha's siteverify for the e2e API (HCAPTCHA_VERIFY_URL points here): a form-encoded POST
 * whose `response` passes when it is the widget stand-in's passing token, and fails otherwise
 * with hCaptcha's own error code.
 */
export async function startCaptchaVerifyStandIn({ port }: { port: number }): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const success = request.method === 'POST' && form.get('response') === PASSING_CAPTCHA_TOKEN;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `The captcha verify stand-in cannot listen on port ${port} (E2E_CAPTCHA_PORT): ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
