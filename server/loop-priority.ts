// The event loop's CPU priority. Every accepted command waits for its durable append's fsync
// on the event loop (store/log-writer.ts), and a thread that sleeps in an fsync must then wait
// for a core again: on a machine whose cores are busy with other work, that wait, not the
// disk, is most of a slow commit (docs/benchmarks.md, fifth round). A raised priority lets
// the loop's thread take a core back at once when it wakes, from the fsync or from a socket.
//
// Only the event loop's thread is raised: on Linux a thread's nice value is its own
// (setpriority(2) on the calling thread), and threads created earlier, such as V8's garbage
// collection helpers and the WAL checkpointer's worker, keep the normal priority, so the
// background work still shares the machine fairly. Threads the loop creates later inherit it.
// Raising a priority needs CAP_SYS_NICE (root, or the capability granted to node); without it
// the referee runs at the normal priority and says so once at start.
import { constants, getPriority, setPriority } from 'node:os';

/** The nice value `npm start` asks for its event loop unless REFEREE_LOOP_NICE says otherwise. */
export const DEFAULT_LOOP_NICE = -10;

export type LoopPriority = { applied: true; nice: number } | { applied: false; nice: number; reason: string };

/** Reads REFEREE_LOOP_NICE: an integer from -20 (highest) to 19; 0 leaves the priority alone. */
export function loopNiceFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_LOOP_NICE;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < constants.priority.PRIORITY_HIGHEST || nice > constants.priority.PRIORITY_LOW) {
    throw new Error(`REFEREE_LOOP_NICE must be a whole number from ${constants.priority.PRIORITY_HIGHEST} (highest priority) to ${constants.priority.PRIORITY_LOW}; it was "${value}".`);
  }
  return nice;
}

/** Sets the calling thread's nice value (call it on the event loop's thread). */
export function setLoopPriority(nice: number): LoopPriority {
  try {
    setPriority(0, nice);
  } catch (err) {
    // Node reports it as ERR_SYSTEM_ERROR with the errno's name in `info.code`.
    const { code, info } = err as { code?: string; info?: { code?: string } };
    const denied = [code, info?.code].some((c) => c === 'EACCES' || c === 'EPERM');
    const reason = denied ? 'raising a priority needs CAP_SYS_NICE (run as root, or grant node the capability)' : (err as Error).message;
    return { applied: false, nice: getPriority(0), reason };
  }
  return { applied: true, nice: getPriority(0) };
}

/** What `npm start` does after starting: sets the loop's nice value unless it is 0, and says
 *  what came of it in a line for the log (null when left alone). */
export function applyLoopNice(nice: number): string | null {
  if (nice === 0) return null;
  const priority = setLoopPriority(nice);
  return priority.applied
    ? `Event loop at nice ${priority.nice} (REFEREE_LOOP_NICE).`
    : `Event loop left at nice ${priority.nice}: ${priority.reason}; REFEREE_LOOP_NICE=0 silences this.`;
}
