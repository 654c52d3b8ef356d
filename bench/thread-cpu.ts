// BENCH_THREADS=1 (a diagnostic of the server benchmark): the server process's CPU in a phase,
// by thread kind (Linux /proc/self/task/<tid>/stat). The process's CPU (PhaseMeasures.cpuPercent)
// counts every thread: the event loop, V8's garbage-collection helpers, the WAL checkpointer's
// worker, libuv's pool. The main thread's profile shows only the first, so a load that costs
// the process more than its loop's profile accounts for spends it on another thread, which
// competes with the clients and the loop for the machine's two cores.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** One thread's name and CPU (user + system) in clock ticks, from its stat line. */
export function parseTaskStat(line: string): { name: string; ticks: number } | null {
  // pid (comm) state ppid … : comm may hold spaces and parentheses, so it ends at the last ')'.
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = line.slice(close + 2).split(' ');
  // After comm: state is field 3; utime and stime are fields 14 and 15 (proc(5)).
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { name: line.slice(open + 1, close), ticks: utime + stime };
}

/** The thread kind a name stands for: Linux keeps 15 characters of it, and numbers the pool's
 *  threads ("libuv-worker", "WorkerThread"…); digits are dropped so that threads of one kind
 *  are summed. Node 22 names V8's helper threads and worker threads alike ("node"): the kind
 *  `node` sums both, and BENCH_THREADS=each tells them apart by id. */
export function threadKind(name: string): string {
  return name.replace(/\d+$/, '').trim() || name;
}

/** Clock ticks so far by thread kind, for this process (empty where /proc is not); with
 *  `each`, by thread (its kind and id), to tell apart threads Linux names alike. */
export function threadTicks(each = false): Map<string, number> {
  const out = new Map<string, number>();
  const dir = '/proc/self/task';
  if (!existsSync(dir)) return out;
  for (const tid of readdirSync(dir)) {
    let line: string;
    try {
      line = readFileSync(`${dir}/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const t = parseTaskStat(line);
    if (!t) continue;
    const kind = tid === String(process.pid) ? 'event loop' : each ? `${threadKind(t.name)} ${tid}` : threadKind(t.name);
    out.set(kind, (out.get(kind) ?? 0) + t.ticks);
  }
  return out;
}

/** `after − before` per kind, as ms at 100 ticks a second (USER_HZ on Linux), largest first. */
export function threadCpuMs(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  const out: [string, number][] = [];
  for (const [kind, ticks] of after) {
    const ms = (ticks - (before.get(kind) ?? 0)) * 10;
    if (ms > 0) out.push([kind, ms]);
  }
  return out.sort((a, b) => b[1] - a[1]);
}
