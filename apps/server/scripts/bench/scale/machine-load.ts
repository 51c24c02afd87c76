import { readdir, readFile } from 'node:fs/promises';

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

interface ProcessTicks {
  ppid: number;
  comm: string;
  ticks: number;
}

async function snapshot(): Promise<Map<number, ProcessTicks>> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const entries = await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      // comm may hold spaces and parentheses: the fields after it start at the last ')'.
      const close = stat.lastIndexOf(')');
      if (close < 0) return null;
      const fields = stat.slice(close + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      return [Number(pid), { ppid: Number(fields[1]), comm: stat.slice(stat.indexOf('(') + 1, close), ticks }] as const;
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}

function descendsFromUs(pid: number, processes: Map<number, ProcessTicks>): boolean {
  for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
    if (at === process.pid) return true;
    at = processes.get(at)?.ppid ?? 0;
  }
  return false;
}

/**
 * How much CPU processes that are not this bench's used while a measurement ran: this
 * process, its children and PostgreSQL count as the bench; anything else (a build, a
 * test run) competes for the same two cores and makes the figures lower than they are.
 * Returns a function that gives that use in cores (0.5 = half a core on average).
 */
export async function watchOtherLoad(): Promise<() => Promise<number>> {
  const before = await snapshot();
  const started = performance.now();
  return async () => {
    const after = await snapshot();
    const seconds = (performance.now() - started) / 1000;
    let ticks = 0;
    for (const [pid, now] of after) {
      if (now.comm.startsWith('postgres') || descendsFromUs(pid, after)) continue;
      // One that started meanwhile spent all its time in the window.
      ticks += now.ticks - (before.get(pid)?.ticks ?? 0);
    }
    return ticks / TICKS_PER_SECOND / seconds;
  };
}
