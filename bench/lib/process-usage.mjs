import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** A process and its descendants (`ps --ppid`), so memory of any worker the server forks counts. */
export function processTree(pid) {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.trim())
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of the tree in MiB (VmRSS, kB in /proc); a process gone meanwhile counts 0. */
export function treeRssMb(pid) {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // exited between ps and the read
    }
  }
  return Math.round(kb / 1024);
}

/** CPU time the tree has used so far in seconds (user + system, /proc/PID/stat in clock ticks). */
export function treeCpuSeconds(pid) {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // exited between ps and the read
    }
  }
  return ticks / 100;
}
