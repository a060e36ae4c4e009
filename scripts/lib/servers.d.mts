import type { ChildProcess, StdioOptions } from 'node:child_process';

/** Types of servers.mjs, for the end-to-end specs that start a stack of their own. */
export function waitForUrl(url: string, child: ChildProcess, options?: { timeoutMs?: number }): Promise<void>;

export function startApi(
  env: Record<string, string>,
  options?: { watch?: boolean; stdio?: StdioOptions },
): ChildProcess;

export function startWeb(
  env: Record<string, string>,
  options?: { dev?: boolean; port?: number; stdio?: StdioOptions; cwd?: string },
): ChildProcess;

export function stopAll(children: ChildProcess[], options?: { graceMs?: number }): Promise<void[]>;
