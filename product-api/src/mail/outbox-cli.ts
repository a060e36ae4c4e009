import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig, type Config } from '../config';
import { databaseTargetOf, openDatabase } from '../db/client';
import { DataFolderError, FolderLockedError } from '../db/folder-lock';
import { OUTBOX_KEY_HEADER, OUTBOX_ROUTE } from './mail.plugin';
import { latestOutboxMails } from './mail-outbox.repository';
import { MAIL_MAX_ATTEMPTS } from './mail-sender';
import { formatOutboxEntry, outboxEntrySchema, toOutboxEntry, type OutboxEntry } from './outbox-listing';

const HELP = `Usage: npm run mail:outbox [-- --limit N] [--json]

Prints the latest e-mails of the shop's outbox (to, subject, time, status and the text with its
links), the newest last. Without SMTP_URL the shop sends no e-mail: this is where a password reset
link is read. It reads DATABASE_URL, otherwise the embedded database; while the shop runs (and
holds the embedded database) it asks the running API instead, with the BFF_SECRET of data/.

  --limit N  how many e-mails (default 10, at most 100)
  --json     print them as JSON`;

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const listedSchema = z.object({ responseCode: z.literal(0), data: z.array(outboxEntrySchema) });

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      limit: { type: 'string', default: '10' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    console.error('--limit must be a whole number from 1 to 100');
    return 1;
  }
  const config = loadConfig();
  const entries = await readOutbox(config, limit);
  if (values.json) {
    console.log(JSON.stringify(entries, null, 2));
    return 0;
  }
  if (entries.length === 0) {
    console.log('The outbox is empty: the shop has written no e-mail yet.');
    return 0;
  }
  console.log(
    `${entries.length} latest e-mail(s) of the outbox, newest last` +
      (config.SMTP_URL ? '' : ' (no SMTP_URL: none is sent, read them here)') +
      ':\n',
  );
  console.log(
    [...entries]
      .reverse()
      .map(formatOutboxEntry)
      .join('\n\n' + '-'.repeat(72) + '\n\n'),
  );
  return 0;
}

/** Newest first, from the database, or from the running API when it holds the embedded database. */
async function readOutbox(config: Config, limit: number): Promise<OutboxEntry[]> {
  try {
    const handle = await openDatabase(databaseTargetOf(config));
    try {
      const rows = await latestOutboxMails(handle.db, limit);
      return rows.map((row) => toOutboxEntry(row, MAIL_MAX_ATTEMPTS));
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof FolderLockedError) return askRunningApi(config, limit);
    throw error;
  }
}

async function askRunningApi(config: Config, limit: number): Promise<OutboxEntry[]> {
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.API_HOST) ? '127.0.0.1' : config.API_HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.API_PORT}${OUTBOX_ROUTE}?limit=${limit}`;
  const key = config.BFF_SECRET ?? readBffSecretFile();
  if (!key)
    throw new CliError(
      'The shop is running, but data/bff-secret is missing: set BFF_SECRET as for the shop.',
    );
  let response: Response;
  try {
    response = await fetch(url, { headers: { [OUTBOX_KEY_HEADER]: key }, signal: AbortSignal.timeout(5000) });
  } catch {
    throw new CliError(
      `The embedded database is held by a running process, and the API does not answer at ${url}. ` +
        'Set API_HOST and API_PORT as for the running shop.',
    );
  }
  const listed = listedSchema.safeParse(await response.json().catch(() => undefined));
  if (!listed.success) {
    throw new CliError(
      `The running API refused to list the outbox (HTTP ${response.status}): it needs the same BFF_SECRET ` +
        'and a call from its own host.',
    );
  }
  return listed.data.data;
}

function readBffSecretFile(): string | undefined {
  try {
    return fs.readFileSync(path.join(repoRoot, 'data', 'bff-secret'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

class CliError extends Error {}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof CliError || error instanceof ConfigError || error instanceof DataFolderError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
