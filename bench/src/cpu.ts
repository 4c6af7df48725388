import fs from 'node:fs';

/**
 * CPU time from Linux's /proc, in ms (user + system; clock ticks of 10 ms). Requests per second and p99 move
 * with whatever else the host runs (on these machines the trivial route alone varies twofold between runs);
 * the CPU a request costs moves far less, so it is what a change is judged by (docs/performance.md).
 */

/**
 * A process's stat line as ms of CPU: utime + stime (fields 14 and 15; after "pid (comm) " they are 11 and 12),
 * and with `children` its ended children's too (cutime, cstime).
 */
function statCpuMs(stat: string, children = false): number {
  const f = stat.split(') ')[1]!.split(' ').map(Number);
  return (f[11]! + f[12]! + (children ? f[13]! + f[14]! : 0)) * 10;
}

/** utime + stime of one process, or null (no such process, or no /proc). */
function processCpuMs(pid: number): number | null {
  try {
    return statCpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** A process and its children (the workers of WORKERS=2), or null. */
export function serverCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  const own = processCpuMs(pid);
  if (own === null) return null;
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children file: the process alone
  }
  return children.reduce((sum, child) => sum + (processCpuMs(child) ?? 0), own);
}

/** Every PostgreSQL process on this machine, ended ones included (the bench's server is its only client), or null. */
export function postgresCpuMs(): number | null {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes(' (postgres) ')) continue;
    // A backend that ended took its time with it: its parent (the postmaster) counts it in cutime and cstime.
    total += statCpuMs(stat, true);
    found = true;
  }
  return found ? total : null;
}

/** What a load cost per request in µs of CPU, from readings before and after; null without them. */
export function perRequestUs(before: number | null, after: number | null, requests: number): number | null {
  return before === null || after === null || requests === 0 ? null : Math.round(((after - before) * 1000) / requests);
}
