import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCaptchaVerifyStandIn } from './captcha-verify-stand-in';
import { startSmtpStandIn } from './smtp-stand-in';
import { MAILBOX_DIR_ENV, captchaVerifyPort, smtpPort } from './stand-in-ports';

/**
 * Starts the stand-ins for the outside world before any spec runs: the SMTP server that receives
 * the API's e-mails and hCaptcha's verify endpoint. Workers start after this and inherit the
 * environment, so they find the mailbox folder in E2E_MAILBOX_DIR. The function it returns stops
 * both when the run ends (Playwright's global teardown).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const ownDir = process.env[MAILBOX_DIR_ENV] === undefined;
  const dir = process.env[MAILBOX_DIR_ENV] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-mail-'));
  process.env[MAILBOX_DIR_ENV] = dir;
  const smtp = await startSmtpStandIn({ port: smtpPort(), dir });
  const verify = await startCaptchaVerifyStandIn({ port: captchaVerifyPort() }).catch(
    async (error: unknown) => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      throw error;
    },
  );
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => verify.close(() => resolve()));
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
