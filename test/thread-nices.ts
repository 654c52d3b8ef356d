// Each thread's nice value in a process, by thread id (Linux: the 19th field of
// /proc/<pid>/task/<tid>/stat), for the tests of the event loop's priority
// (server/loop-priority.ts).
import { readdirSync, readFileSync } from 'node:fs';

export function threadNices(pid: number | 'self'): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // After "pid (comm) ", whose comm may hold spaces: field 3 onwards.
    nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nices;
}
