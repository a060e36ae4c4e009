import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresAvailable = () => fs.existsSync(path.join(PG_BIN, 'initdb'));

/**
 * A private, throwaway PostgreSQL server for the API's test suite. Debian's server refuses to run
 * as root, so as root it runs as the postgres user (architecture, Traps of the toolchain).
 */
export function startPostgres({ port = Number(process.env.TEST_PG_PORT ?? 54329) } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const data = path.join(dir, 'data');
  const sock = path.join(dir, 'sock');
  fs.mkdirSync(data);
  fs.mkdirSync(sock);
  const asRoot = process.getuid?.() === 0;
  const run = (bin, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(data, 'server.log'),
    '-w',
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${sock} -c fsync=off`,
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
